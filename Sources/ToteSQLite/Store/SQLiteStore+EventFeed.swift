import ToteApplication
import ToteDomain
import ToteSQL

/// The history of every inventory in the file, as committed by any process writing it. SQLite has one writer at a
/// time, so sequences become visible in their order in every inventory.
extension SQLiteStore: EventFeed {
    public func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry] {
        try await pool.read { db in
            try db.fetch(EventRecord.feed(of: inventory, after: sequence, limit: limit)).map(EventRecord.entry(from:))
        }
    }

    public func latestSequence(of inventory: InventoryID) async throws -> Int64 {
        try await latest(EventRecord.latest(of: inventory))
    }

    public func latestSequence() async throws -> Int64 {
        try await latest(EventRecord.latest)
    }

    private func latest(_ statement: SQLStatement) async throws -> Int64 {
        try await pool.read { db in Int64(try db.fetchOne(statement)?.integer(named: "latest") ?? 0) }
    }
}
