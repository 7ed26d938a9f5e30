import ToteApplication
import ToteDomain

/// The operations of one import on a copy of the state, which ``finished()`` hands back to be kept.
final class StateImportSession: ImportSession {
    private var state: StoreState
    private let inventory: InventoryID
    private let counters: CounterIdentities
    /// Where each keyed item and box is, so that a large import does not search the lists for every row.
    private var itemsByKey: [String: Int] = [:]
    private var boxesByKey: [String: Int] = [:]
    private var sightings = ImportSightings()

    init(state: StoreState, inventory: InventoryID) {
        self.state = state
        self.inventory = inventory
        counters = CounterIdentities(state[inventory])
        for (index, item) in state[inventory].items.enumerated() {
            if let key = item.importKey { itemsByKey[key] = index }
        }
        for (index, box) in state[inventory].boxes.enumerated() {
            if let key = box.importKey { boxesByKey[key] = index }
        }
    }

    /// The state with everything the import stored.
    func finished() -> StoreState {
        counters.store(in: &state[inventory])
        return state
    }

    var identities: any IdentityService { counters }

    func box(keyed key: String) throws -> Box? {
        boxesByKey[key].map { state[inventory].boxes[$0].aggregate }
    }

    func box(titled title: Title, at location: Location?) throws -> Box? {
        state[inventory].boxes.first { $0.title == title && $0.location == location }?.aggregate
    }

    func insert(_ box: Box, keyed key: String) throws {
        var stored = StoredBox(box, version: 1)
        stored.importKey = key
        boxesByKey[key] = state[inventory].boxes.count
        state[inventory].boxes.append(stored)
    }

    func item(keyed key: String) throws -> Item? {
        itemsByKey[key].map(aggregate(at:))
    }

    func item(identified id: ItemID) throws -> Item? {
        state[inventory].items.firstIndex { $0.id == id }.map(aggregate(at:))
    }

    func insert(_ item: Item, keyed key: String) throws {
        var stored = StoredItem(item, version: 1)
        stored.importKey = key
        itemsByKey[key] = state[inventory].items.count
        state[inventory].items.append(stored)
    }

    func update(_ item: Item, from stored: Item, keyed key: String) throws {
        guard let index = state[inventory].items.firstIndex(where: { $0.id == item.id }) else {
            throw InventoryError.itemNotFound(item.number)
        }
        var changed = StoredItem(item, version: stored.version + 1)
        changed.importKey = key
        state[inventory].items[index] = changed
        itemsByKey[key] = index
    }

    func append(_ events: [DomainEvent]) throws {
        state.record(events, in: inventory)
    }

    func isEmpty() throws -> Bool {
        state[inventory].boxes.isEmpty && state[inventory].events.isEmpty
    }

    func clear() throws {
        let name = state[inventory].name
        state[inventory] = InventoryRecord(name: name)
        itemsByKey = [:]
        boxesByKey = [:]
        counters.reset()
    }

    func put(_ box: KeptBox) throws {
        var stored = StoredBox(box.box, version: box.box.version)
        stored.importKey = box.importKey
        if let key = box.importKey { boxesByKey[key] = state[inventory].boxes.count }
        state[inventory].boxes.append(stored)
    }

    func put(_ item: KeptItem) throws {
        var stored = StoredItem(item.item, version: item.item.version)
        stored.importKey = item.importKey
        if let key = item.importKey { itemsByKey[key] = state[inventory].items.count }
        state[inventory].items.append(stored)
    }

    func put(_ photo: KeptPhoto) throws {
        let shown = try state.identity(of: photo.photo.subject, in: inventory)
        let draft = PhotoDraft(
            original: photo.original, thumbnail: photo.thumbnail, width: photo.photo.width, height: photo.photo.height)
        state[inventory].photos.append(StoredPhoto(photo.photo, of: shown, draft))
    }

    func setCounters(nextBoxNumber: Int, nextItemNumber: Int) throws {
        counters.reset(nextBox: nextBoxNumber, nextItem: nextItemNumber)
    }

    func sight(_ key: String, line: Int) throws -> (count: Int, firstLine: Int) {
        sightings.sight(key, line: line)
    }

    private func aggregate(at index: Int) -> Item {
        let stored = state[inventory].items[index]
        let box = state[inventory].boxes.first { $0.id == stored.box }
        guard let box else { preconditionFailure("item \(stored.number) is in no box of its inventory") }
        return stored.aggregate(in: box)
    }
}
