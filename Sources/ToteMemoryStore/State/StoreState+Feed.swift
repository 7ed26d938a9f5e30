import ToteApplication
import ToteDomain

extension StoreState {
    func feedEntries(of inventory: InventoryID, after sequence: Int64, limit: Int) -> [HistoryEntry] {
        let events = inventories[inventory.description]?.events ?? []
        return events.lazy.filter { $0.sequence > sequence }.prefix(limit)
            .map { HistoryEntry(sequence: $0.sequence, event: $0.event) }
    }

    func latestSequence(of inventory: InventoryID) -> Int64 {
        inventories[inventory.description]?.events.last?.sequence ?? 0
    }

    var latestSequence: Int64 { nextSequence - 1 }
}
