import ToteApplication
import ToteDomain

extension StoreState {
    func feedEntries(after sequence: Int64, limit: Int) -> [FeedEntry] {
        let entries = inventories.flatMap { key, record in
            record.events.lazy.filter { $0.sequence > sequence }.compactMap { stored in
                InventoryID(uuidString: key).map {
                    FeedEntry(inventory: $0, entry: HistoryEntry(sequence: stored.sequence, event: stored.event))
                }
            }
        }
        return Array(entries.sorted { $0.entry.sequence < $1.entry.sequence }.prefix(limit))
    }

    var latestSequence: Int64 { nextSequence - 1 }
}
