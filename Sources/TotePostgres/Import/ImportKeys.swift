import Synchronization
import ToteApplication
import ToteDomain

/// What an import into PostgreSQL knows without asking the database, each question of which is a round trip: the
/// keys it met (``ImportSightings``); where the inventory held no box when the import began, the boxes it stored
/// since, which are then the only ones a lookup can find; and, where the inventory held few enough keyed items to
/// read them all at the start (none included), those items and the keys of the items it stored since. A lookup of
/// anything else is answered "none" here; a lookup of something the import stored, or of anything where the
/// inventory held more, asks the database.
final class ImportKeys: Sendable {
    private let state: Mutex<State>

    private struct State {
        var sightings = ImportSightings()
        /// The keys of the boxes stored, and their titles and locations; nil while the inventory held boxes before.
        var boxKeys: Set<String>?
        var boxPlaces: Set<Place>?
        /// The keyed items the inventory held when the import began, by key, until the import changes them.
        var held: [String: Item]
        /// The keys of the items stored or changed since; nil where the inventory held too many keyed items to read.
        var itemKeys: Set<String>?

        init(storedBoxes: Bool, keyedItems: [String: Item]?) {
            boxKeys = storedBoxes ? nil : []
            boxPlaces = storedBoxes ? nil : []
            held = keyedItems ?? [:]
            itemKeys = keyedItems == nil ? nil : []
        }
    }

    private struct Place: Hashable {
        let title: String
        let location: String?
    }

    /// For an inventory that held boxes or not, as `storedBoxes` says, when the import began, and these keyed items:
    /// every one it held, or nil for more than were read.
    init(storedBoxes: Bool, keyedItems: [String: Item]?) {
        state = Mutex(State(storedBoxes: storedBoxes, keyedItems: keyedItems))
    }

    func sight(_ key: String, line: Int) -> (count: Int, firstLine: Int) {
        state.withLock { $0.sightings.sight(key, line: line) }
    }

    /// Whether a box stored under `key` may be there: false only when none can be.
    func mayHoldBox(keyed key: String) -> Bool {
        state.withLock { $0.boxKeys?.contains(key) ?? true }
    }

    /// Whether a box with this title and location may be there: false only when none can be.
    func mayHoldBox(titled title: Title, at location: Location?) -> Bool {
        state.withLock { $0.boxPlaces?.contains(Place(title: title.text, location: location?.text)) ?? true }
    }

    /// The item the inventory held under `key` when the import began, unchanged since.
    func heldItem(keyed key: String) -> Item? {
        state.withLock { $0.held[key] }
    }

    /// Whether an item stored under `key` may be there, besides a ``heldItem(keyed:)``: false only when none can be.
    func mayHoldItem(keyed key: String) -> Bool {
        state.withLock { $0.itemKeys?.contains(key) ?? true }
    }

    func stored(_ box: Box, keyed key: String?) {
        state.withLock { state in
            if let key { state.boxKeys?.insert(key) }
            state.boxPlaces?.insert(Place(title: box.title.text, location: box.location?.text))
        }
    }

    /// An item was stored or changed under `key`: the database has it as it is now.
    func stored(itemKeyed key: String?) {
        guard let key else { return }
        state.withLock { state in
            state.held[key] = nil
            state.itemKeys?.insert(key)
        }
    }

    /// The inventory was emptied: nothing stored before can be found.
    func cleared() {
        state.withLock { state in
            let sightings = state.sightings
            state = State(storedBoxes: false, keyedItems: [:])
            state.sightings = sightings
        }
    }
}
