import ToteApplication
import ToteSQL

/// The history of every inventory in the file, as committed by any process writing it.
extension SQLiteStore: EventFeed {
    public func entries(after sequence: Int64, limit: Int) async throws -> [FeedEntry] {
        try await pool.read { db in
            try db.fetch(EventRecord.feed(after: sequence, limit: limit)).map(EventRecord.feedEntry(from:))
        }
    }

    public func latestSequence() async throws -> Int64 {
        try await pool.read { db in Int64(try db.fetchOne(EventRecord.latest)?.integer(named: "latest") ?? 0) }
    }
}
