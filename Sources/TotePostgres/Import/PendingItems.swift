import Synchronization
import ToteDomain

/// The items an import made that wait to be stored together, many to a statement: a statement is a round trip to
/// the database, which an import of a million rows would otherwise make a million times. They are found here by key
/// and by identity until they are stored.
final class PendingItems: Sendable {
    /// How many wait before they are stored: as many as one statement writes.
    static let most = ItemRows.most

    private let state = Mutex(State())

    private struct State {
        var items: [(item: Item, importKey: String)] = []
        var byKey: [String: Int] = [:]
        var byID: [ItemID: Int] = [:]
    }

    /// Adds `item` under `key`; whether ``most`` wait now.
    func add(_ item: Item, keyed key: String) -> Bool {
        state.withLock { state in
            state.byKey[key] = state.items.count
            state.byID[item.id] = state.items.count
            state.items.append((item, key))
            return state.items.count >= Self.most
        }
    }

    func item(keyed key: String) -> Item? {
        state.withLock { state in state.byKey[key].map { state.items[$0].item } }
    }

    func item(identified id: ItemID) -> Item? {
        state.withLock { state in state.byID[id].map { state.items[$0].item } }
    }

    /// The waiting items, in the order they were added, which no longer wait.
    func take() -> [(item: Item, importKey: String)] {
        state.withLock { state in
            defer { state = State() }
            return state.items
        }
    }
}
