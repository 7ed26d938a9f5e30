import Logging
import PostgresNIO
import Synchronization
import ToteApplication
import ToteSQL

/// The one way the adapters reach PostgreSQL: a write is one transaction, a read one statement or one
/// repeatable-read transaction; failures of the connection become ``StoreError/unavailable``.
struct PostgresDatabase: Sendable {
    let connections: Connections
    let logger: Logger
    /// How many connections the pool may hold.
    let maximumConnections: Int
    /// How many of them calls hold now: a call that waits long for one while fewer are held may be waiting for a
    /// pool that cannot connect (the database is down, or coming back), not for calls to give theirs back.
    private let leases = LeaseCount()
    /// Opens and closes one connection outside the pool, and throws what stopped it: whether the database can be
    /// reached at all, asked when the pool is slow to give a connection.
    private let probe: @Sendable () async throws -> Void
    private let patience: LeasePatience

    init(
        client: PostgresClient, logger: Logger, maximumConnections: Int, patience: LeasePatience = .standard,
        probe: @escaping @Sendable () async throws -> Void
    ) {
        self.connections = .pool(client)
        self.logger = logger
        self.maximumConnections = maximumConnections
        self.patience = patience
        self.probe = probe
    }

    /// A database a command reaches through its one connection.
    init(one connection: PostgresCommandConnection, logger: Logger) {
        self.connections = .one(connection)
        self.logger = logger
        self.maximumConnections = 1
        self.patience = .standard
        self.probe = {}
    }

    /// Where the calls get their connection.
    enum Connections: Sendable {
        /// A pool, as a server keeps: calls at once get connections of their own.
        case pool(PostgresClient)
        /// The one connection of a command of the command line: calls take turns on it.
        case one(PostgresCommandConnection)
    }

    /// Runs `body` in one read-committed transaction that takes the row locks it needs; rolled back when it throws.
    /// When PostgreSQL ends it to break a deadlock with another transaction, it runs again from the start: `body`
    /// reads everything it decides on inside the transaction.
    func write<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        try await transaction(beginning: "BEGIN", body)
    }

    /// Runs `body` in a transaction begun by `beginning`, again when a deadlock or a serialization failure undid it.
    private func transaction<T: Sendable>(beginning: PostgresQuery, _ body: @Sendable (SQL) async throws -> T)
        async throws -> T
    {
        var attempt = 1
        while true {
            do {
                return try await connection { sql in try await sql.transaction(beginning: beginning, body) }
            } catch let error as PSQLError where Self.isWorthRetrying(error) && attempt < Self.attempts {
                attempt += 1
            }
        }
    }

    private static let attempts = 5

    /// A deadlock broken, or a serialization failure: nothing was changed, and the same work may well succeed now.
    static func isWorthRetrying(_ error: PSQLError) -> Bool {
        ["40P01", "40001"].contains(error.serverInfo?[.sqlState])
    }

    /// Runs `body` in one read-only transaction that sees the database at one moment.
    func read<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        try await transaction(beginning: "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY", body)
    }

    /// Runs `body`, statements each committed on its own.
    func alone<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        try await connection(body)
    }

    /// Runs one statement on its own.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
        try await connection { sql in try await sql.rows(query) }
    }

    /// Runs one statement on its own, as the prepared statement `shape`.
    func fetch(_ statement: SQLStatement, prepared shape: (some PreparedShape).Type) async throws
        -> [PostgresRandomAccessRow]
    {
        try await connection { sql in try await sql.rows(statement, prepared: shape) }
    }

    private func connection<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        do {
            switch connections {
            case .pool(let client):
                return try await leased(from: client, body)
            case .one(let one):
                return try await one.lend { [logger] connection in
                    try await body(SQL(connection: connection, logger: logger))
                }
            }
        } catch let error as PSQLError where Self.isConnectionLost(error) {
            throw StoreError.unavailable(reason: error.serverInfo?[.message] ?? String(describing: error.code))
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == Self.diskFull {
            throw StoreError.full
        }
    }

    /// Runs `body` with a connection of the pool, waiting for one as ``LeasePatience`` says.
    private func leased<T: Sendable>(from client: PostgresClient, _ body: @Sendable (SQL) async throws -> T)
        async throws -> T
    {
        let leased = LeaseFlag()
        // The group waits for both of its tasks, so `body` never outlives this call.
        return try await withoutActuallyEscaping(body) { body in
            try await withThrowingTaskGroup(of: T?.self) { group in
                group.addTask { [client, logger, leases] in
                    try await client.withConnection { connection in
                        leased.value.store(true, ordering: .relaxed)
                        leases.held.add(1, ordering: .relaxed)
                        leases.granted.add(1, ordering: .relaxed)
                        defer { leases.held.subtract(1, ordering: .relaxed) }
                        return try await body(SQL(connection: connection, logger: logger, preparing: true))
                    }
                }
                group.addTask { [leases, maximumConnections, probe, patience] in
                    let clock = ContinuousClock()
                    let start = clock.now
                    var granted = leases.granted.load(ordering: .relaxed)
                    while true {
                        try await Task.sleep(for: patience.beforeAsking)
                        if leased.value.load(ordering: .relaxed) { return nil }
                        // The pool is busy, not cut off, while other calls got connections meanwhile or hold all.
                        let grantedSince = leases.granted.load(ordering: .relaxed)
                        let busy =
                            grantedSince > granted || leases.held.load(ordering: .relaxed) >= maximumConnections
                        granted = grantedSince
                        if !busy {
                            do { try await probe() } catch {
                                throw StoreError.unavailable(reason: patience.unreachable(because: error))
                            }
                        }
                        if clock.now - start >= patience.inAll { throw StoreError.busy }
                    }
                }
                while let result = try await group.next() {
                    guard let value = result else { continue }
                    group.cancelAll()
                    return value
                }
                preconditionFailure("a database call ended without its result")
            }
        }
    }

    /// SQLSTATE's `disk_full`: the database server's disk has no room for the change, which was not made.
    private static let diskFull = "53100"

    /// Whether `error` says the connection is gone or the server cannot take one now: it is shutting down,
    /// restarting or starting up (class 57P of SQLSTATE), the connection broke (class 08), or it closed.
    static func isConnectionLost(_ error: any Error) -> Bool {
        if case StoreError.unavailable = error { return true }
        guard let error = error as? PSQLError else { return false }
        guard error.code == .server else { return true }
        guard let state = error.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("57P") || state.hasPrefix("08")
    }
}

/// How long a call waits for a connection from the pool. The pool keeps trying to connect while the database is down
/// or starting again, and calls meanwhile are refused cleanly as unavailable instead of hanging: after
/// ``beforeAsking`` without one, a call asks whether the pool is only slow. While every connection of the pool is held
/// by other calls, other calls got one meanwhile, or a connection of the call's own opens (the pool is slow on a busy
/// machine), it waits on, up to ``inAll``.
struct LeasePatience: Sendable {
    var beforeAsking: Duration
    var inAll: Duration

    static let standard = LeasePatience(beforeAsking: .seconds(5), inAll: .seconds(60))

    /// Why the pool gave no connection, once a connection of the call's own failed too.
    func unreachable(because error: any Error) -> String {
        let cause = (error as? PSQLError).map { $0.serverInfo?[.message] ?? String(describing: $0.code) }
        return "no connection within \(beforeAsking): \(cause ?? String(describing: error))"
    }
}

/// How many connections the calls of one pool hold at a moment, and how many leases it has given in all.
private final class LeaseCount: Sendable {
    let held = Atomic<Int>(0)
    let granted = Atomic<Int>(0)
}

/// Whether a call got its connection, which the timer of ``LeasePatience`` reads.
private final class LeaseFlag: Sendable {
    let value = Atomic<Bool>(false)
}

/// Statements on one connection, inside the transaction of a ``PostgresDatabase`` call.
struct SQL: Sendable {
    let connection: PostgresConnection
    let logger: Logger
    /// Whether statements of a ``PreparedShape`` are prepared on this connection: a pool's connections serve many
    /// calls, while a command's one connection runs each statement about once, where preparing costs a round trip.
    var preparing = false

    func rows(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
        try await ConnectionWatch.answer(on: connection) { [connection, logger] in
            try await connection.query(query, logger: logger).collect().map { $0.makeRandomAccess() }
        }
    }

    /// Runs `statement` as the prepared statement `shape`: prepared on this connection at its first run here.
    func rows<Shape: PreparedShape>(_ statement: SQLStatement, prepared shape: Shape.Type) async throws
        -> [PostgresRandomAccessRow]
    {
        let query = Self.query(statement)
        guard preparing, Shape.form.admits(query.sql, statement) else { return try await rows(query) }
        return try await ConnectionWatch.answer(on: connection) { [connection, logger] in
            var rows: [PostgresRandomAccessRow] = []
            for try await row in try await connection.execute(PreparedRun<Shape>(bindings: query.binds), logger: logger)
            {
                rows.append(row)
            }
            return rows
        }
    }

    func row(_ query: PostgresQuery) async throws -> PostgresRandomAccessRow? {
        try await rows(query).first
    }

    func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type = T.self) async throws -> T? {
        try await row(query).map { try $0[0].decode(T.self) }
    }

    func execute(_ query: PostgresQuery) async throws {
        _ = try await rows(query)
    }

    /// `body` between `beginning` (a `BEGIN`, with the transaction's mode) and `COMMIT`, rolled back when it throws;
    /// what it throws comes out as it is.
    func transaction<T: Sendable>(beginning: PostgresQuery = "BEGIN", _ body: @Sendable (SQL) async throws -> T)
        async throws -> T
    {
        try await execute(beginning)
        let value: T
        do {
            value = try await body(self)
        } catch {
            // A connection that cannot roll back is closed by the pool; the first error is the one to tell.
            try? await execute("ROLLBACK")
            throw error
        }
        do {
            try await execute("COMMIT")
        } catch let error where PostgresDatabase.isConnectionLost(error) {
            // The database went away between taking the commit and answering it: whether it was made is unknown.
            throw StoreError.outcomeUnknown
        }
        return value
    }
}
