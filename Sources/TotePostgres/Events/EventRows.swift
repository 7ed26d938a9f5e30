import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// The `event` table: the history every change appends to, and the feed live pages follow.
enum EventRows {
    /// Key of the advisory lock that orders appends ("Evnt" in ASCII).
    static let appendLock: Int64 = 0x4576_6E74

    /// The channel every server listens on for commits of events; PostgreSQL sends its notifications on commit.
    static let channel = "tote_events"

    /// Appends events as the last step of a transaction. Appends of all servers take turns until they commit, so
    /// sequences become visible in their order and a reader following the feed never steps over one committed later.
    /// The commit notifies every listening server.
    static func append(_ events: [DomainEvent], in inventory: InventoryID, _ sql: SQL) async throws {
        guard !events.isEmpty else { return }
        try await sql.execute("SELECT pg_advisory_xact_lock(\(appendLock)), pg_notify(\(channel), '')")
        for event in events { try await sql.run(EventRecord.insert(event, in: inventory, .postgres)) }
    }
}
