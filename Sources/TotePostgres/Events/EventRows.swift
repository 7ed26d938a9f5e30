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
    /// different inventories do not wait for each other. The commit notifies every listening server. The turn is
    /// taken by the statement inserting the first events, before it draws their sequences: one round trip.
    static func append(_ events: [DomainEvent], in inventory: InventoryID, _ sql: SQL) async throws {
        guard !events.isEmpty else { return }
        try await append(events, in: inventory, first: nil, prepared: Prepared.OneEvent.self, sql)
    }

    /// Runs `change`, the one statement writing the row `events` tell of, and appends them, as the last step of a
    /// transaction: one statement where one suffices, so the rows the transaction locked before (its inventory's
    /// counter, say) are held one round trip less. Prepared as `shape` when one event is appended.
    static func append(
        _ events: [DomainEvent], in inventory: InventoryID, after change: SQLStatement,
        prepared shape: (some PreparedShape).Type, _ sql: SQL
    ) async throws {
        guard !events.isEmpty else { return try await sql.run(change) }
        try await append(events, in: inventory, first: change, prepared: shape, sql)
    }

    private static func append(
        _ events: [DomainEvent], in inventory: InventoryID, first change: SQLStatement?,
        prepared shape: (some PreparedShape).Type, _ sql: SQL
    ) async throws {
        let first = takingTurn(in: inventory, after: change, inserting: events.prefix(eventsPerStatement))
        if events.count == 1 {
            _ = try await sql.rows(first, prepared: shape)
        } else {
            try await sql.run(first)
        }
        var rest = events.dropFirst(eventsPerStatement)
        while !rest.isEmpty {
            try await sql.run(EventRecord.insert(rest.prefix(eventsPerStatement), in: inventory, .postgres))
            rest = rest.dropFirst(eventsPerStatement)
        }
    }

    /// Inserts `events` once this transaction has waited for those appending to `inventory` before it to end; holds
    /// the others back until it ends, and has its commit notify the listening servers. The turn is a materialized
    /// part of the statement every inserted row is joined to, so no row, nor the sequence its insert draws, comes
    /// before it. A `change` runs in the same statement, whole, whether before or after the turn is taken.
    static func takingTurn(
        in inventory: InventoryID, after change: SQLStatement? = nil, inserting events: some Sequence<DomainEvent>
    ) -> SQLStatement {
        takingTurn(in: inventory, held: nil, after: change, inserting: events)
    }

    /// Runs `change` and appends `events`, as ``append(_:in:after:prepared:_:)`` does, in one statement committed on
    /// its own, and only where `held` (a `SELECT … FOR SHARE` of the rows they depend on, as they were read) still
    /// finds a row; `change` writes nothing where `EXISTS (SELECT FROM held)` is false. Whether it wrote: a statement
    /// refused for a deadlock wrote nothing either. A connection lost before the answer leaves the outcome unknown.
    /// One statement: for fewer events than ``eventsPerStatement``.
    static func appendAlone(
        _ events: [DomainEvent], in inventory: InventoryID, held: SQLStatement, after change: SQLStatement,
        prepared shape: (some PreparedShape).Type, _ sql: SQL
    ) async throws -> Bool {
        do {
            let statement = takingTurn(in: inventory, held: held, after: change, inserting: events)
            return try await !sql.rows(statement, prepared: shape).isEmpty
        } catch let error as PSQLError where PostgresDatabase.isWorthRetrying(error) {
            return false
        } catch  where PostgresDatabase.isConnectionLost(error) {
            throw StoreError.outcomeUnknown
        }
    }

    private static func takingTurn(
        in inventory: InventoryID, held: SQLStatement?, after change: SQLStatement?,
        inserting events: some Sequence<DomainEvent>
    ) -> SQLStatement {
        let key = inventory.description
        let holding: SQLStatement = held.map { "held AS MATERIALIZED (\($0))," } ?? ""
        let changed: SQLStatement = change.map { "changed AS (\($0))," } ?? ""
        let (fromHeld, returning) = held == nil ? ("", "") : (" FROM held", " RETURNING sequence")
        return """
            WITH \(holding) \(changed) turn AS MATERIALIZED (
                SELECT \(waitingForTurn(in: inventory)), pg_notify(\(channel), \(key))\(unescaped: fromHeld)
            )
            INSERT INTO event (\(unescaped: EventRecord.insertedColumns))
            SELECT \(unescaped: typedColumns) FROM turn
            CROSS JOIN (VALUES \(EventRecord.rows(of: events, in: inventory, .postgres))) AS added\(unescaped: returning)
            """
    }

    /// Waits for this transaction's turn to change `inventory`'s events, as an append does, without appending yet:
    /// for removing events, whose count is written under the turn.
    static func turn(in inventory: InventoryID) -> SQLStatement {
        "SELECT \(waitingForTurn(in: inventory))"
    }

    /// The expression that waits for the turn of `inventory`, held until the transaction ends.
    private static func waitingForTurn(in inventory: InventoryID) -> SQLStatement {
        "pg_advisory_xact_lock(\(Int(appendLock))::integer, hashtext(\(inventory.description)))"
    }

    /// The columns of the values joined to the turn, each cast to its column's type: a column that is NULL in every
    /// row (no item, say) would otherwise be taken for text.
    private static let typedColumns = [
        "uuid", "uuid", "bigint", "text", "uuid", "bigint", "uuid", "bigint", "bigint", "text", "uuid", "boolean",
    ].enumerated().map { "added.column\($0.offset + 1)::\($0.element)" }.joined(separator: ", ")
}
