import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

/// The `event` table: the history every change appends to, and the feed live pages follow.
enum EventRows {
    /// First key of the advisory locks that order the appends of each inventory ("Evnt" in ASCII); the second is a
    /// hash of the inventory's identity.
    static let appendLock: Int32 = 0x4576_6E74

    /// The channel every server listens on for commits of events; PostgreSQL sends its notifications on commit, each
    /// carrying the identity of the inventory the events belong to.
    static let channel = "tote_events"

    /// How many events one statement inserts: 12 values each, under PostgreSQL's 65,535.
    static let eventsPerStatement = 5_000

    /// Appends events as the last step of a transaction. Appends to one inventory, from every server, take turns
    /// until they commit, and draw their sequences only once it is their turn, so the sequences of an inventory become
    /// visible in their order and a reader following its feed never steps over one committed later. Appends to
    /// different inventories do not wait for each other. The commit notifies every listening server.
    static func append(_ events: [DomainEvent], in inventory: InventoryID, _ sql: SQL) async throws {
        guard !events.isEmpty else { return }
        try await takeTurn(in: inventory, sql)
        var rest = events[...]
        while !rest.isEmpty {
            try await sql.run(EventRecord.insert(rest.prefix(eventsPerStatement), in: inventory, .postgres))
            rest = rest.dropFirst(eventsPerStatement)
        }
    }

    /// Waits for the transactions appending to `inventory` before this one to end, and holds the others back until
    /// this one ends; its commit will notify the listening servers.
    static func takeTurn(in inventory: InventoryID, _ sql: SQL) async throws {
        let key = inventory.description
        try await sql.execute(
            "SELECT pg_advisory_xact_lock(\(appendLock), hashtext(\(key))), pg_notify(\(channel), \(key))")
    }
}
