import ToteApplication

/// The history of every inventory in the file, as committed by any process writing it.
extension SQLiteStore: EventFeed {
    public func entries(after sequence: Int64, limit: Int) async throws -> [FeedEntry] {
        try await pool.read { db in try EventTable.feedEntries(after: sequence, limit: limit, db) }
    }

    public func latestSequence() async throws -> Int64 {
        try await pool.read { db in try EventTable.latestSequence(db) }
    }
}
