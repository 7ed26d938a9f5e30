import Synchronization
import ToteApplication
import ToteDomain

/// What an import into PostgreSQL knows without asking the database, each question of which is a round trip: the
/// keys it met (``ImportSightings``), and, where the inventory held no box (or no keyed item) when the import began,
/// the boxes and keyed items it stored since, which are then the only ones a lookup can find. A lookup of anything
/// else is answered "none" here; where the inventory held some, every lookup asks the database.
final class ImportKeys: Sendable {
    private let state: Mutex<State>

    private struct State {
        var sightings = ImportSightings()
        /// The keys of the boxes stored, and their titles and locations; nil while the inventory held boxes before.
        var boxKeys: Set<String>?
        var boxPlaces: Set<Place>?
        /// The keys of the items stored; nil while the inventory held keyed items before.
        var itemKeys: Set<String>?

        init(storedBoxes: Bool, storedKeyedItems: Bool) {
            boxKeys = storedBoxes ? nil : []
            boxPlaces = storedBoxes ? nil : []
            itemKeys = storedKeyedItems ? nil : []
        }
    }

    private struct Place: Hashable {
        let title: String
        let location: String?
    }

    /// For an inventory that held boxes, or keyed items, as the flags say, when the import began.
    init(storedBoxes: Bool, storedKeyedItems: Bool) {
        state = Mutex(State(storedBoxes: storedBoxes, storedKeyedItems: storedKeyedItems))
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

    func mayHoldItem(keyed key: String) -> Bool {
        state.withLock { $0.itemKeys?.contains(key) ?? true }
    }

    func stored(_ box: Box, keyed key: String?) {
        state.withLock { state in
            if let key { state.boxKeys?.insert(key) }
            state.boxPlaces?.insert(Place(title: box.title.text, location: box.location?.text))
        }
    }

    func stored(itemKeyed key: String?) {
        guard let key else { return }
        state.withLock { _ = $0.itemKeys?.insert(key) }
    }

    /// The inventory was emptied: nothing stored before can be found.
    func cleared() {
        state.withLock { state in
            let sightings = state.sightings
            state = State(storedBoxes: false, storedKeyedItems: false)
            state.sightings = sightings
        }
    }
}
