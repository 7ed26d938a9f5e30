import Logging
import PostgresNIO
import Synchronization
import ToteApplication

/// The one way the adapters reach PostgreSQL: a write is one transaction, a read one statement or one
/// repeatable-read transaction; failures of the connection become ``StoreError/unavailable``.
struct PostgresDatabase: Sendable {
    let client: PostgresClient
    let logger: Logger
    /// Whether the database answers a new connection now: a call that waits long for one of the pool's tells
    /// by it whether the database is down or only busy.
    let isReachable: @Sendable () async -> Bool

    /// Runs `body` in one read-committed transaction that takes the row locks it needs; rolled back when it throws.
    /// When PostgreSQL ends it to break a deadlock with another transaction, it runs again from the start: `body`
    /// reads everything it decides on inside the transaction.
    func write<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        var attempt = 1
        while true {
            do {
                return try await connection { sql in try await sql.transaction(body) }
            } catch let error as PSQLError where Self.isWorthRetrying(error) && attempt < Self.attempts {
                attempt += 1
            }
        }
    }

    private static let attempts = 5

    /// A deadlock broken, or a serialization failure: nothing was changed, and the same work may well succeed now.
    private static func isWorthRetrying(_ error: PSQLError) -> Bool {
        ["40P01", "40001"].contains(error.serverInfo?[.sqlState])
    }

    /// Runs `body` in one read-only transaction that sees the database at one moment.
    func read<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        try await write { sql in
            try await sql.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
            return try await body(sql)
        }
    }

    /// Runs one statement on its own.
    func rows(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
        try await connection { sql in try await sql.rows(query) }
    }

    /// How long a call waits for a connection before it asks whether the database can be reached: the pool keeps
    /// trying to connect while the database is down, and requests meanwhile fail cleanly instead of hanging. While
    /// the database answers, every connection of the pool is merely in use, and the call waits on, up to
    /// ``busyTimeout`` in all.
    static let leaseTimeout = Duration.seconds(5)
    static let busyTimeout = Duration.seconds(60)

    private func connection<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        let leased = LeaseFlag()
        do {
            // The group waits for both of its tasks, so `body` never outlives this call.
            return try await withoutActuallyEscaping(body) { body in
                try await withThrowingTaskGroup(of: T?.self) { group in
                    group.addTask { [client, logger] in
                        try await client.withConnection { connection in
                            leased.value.store(true, ordering: .relaxed)
                            return try await body(SQL(connection: connection, logger: logger))
                        }
                    }
                    group.addTask { [isReachable] in
                        var waited = Duration.zero
                        while true {
                            try await Task.sleep(for: Self.leaseTimeout)
                            waited += Self.leaseTimeout
                            if leased.value.load(ordering: .relaxed) { return nil }
                            guard await isReachable() else {
                                throw StoreError.unavailable(reason: "no connection within \(Self.leaseTimeout)")
                            }
                            if waited >= Self.busyTimeout { throw StoreError.busy }
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
        } catch let error as PSQLError where error.code != .server {
            throw StoreError.unavailable(reason: String(describing: error.code))
        }
    }
}

/// Whether a call got its connection, which the timer of ``PostgresDatabase/leaseTimeout`` reads.
private final class LeaseFlag: Sendable {
    let value = Atomic<Bool>(false)
}

/// Statements on one connection, inside the transaction of a ``PostgresDatabase`` call.
struct SQL: Sendable {
    let connection: PostgresConnection
    let logger: Logger

    func rows(_ query: PostgresQuery) async throws -> [PostgresRandomAccessRow] {
        try await connection.query(query, logger: logger).collect().map { $0.makeRandomAccess() }
    }

    func row(_ query: PostgresQuery) async throws -> PostgresRandomAccessRow? {
        try await rows(query).first
    }

    func value<T: PostgresDecodable>(_ query: PostgresQuery, as type: T.Type = T.self) async throws -> T? {
        try await row(query).map { try $0[0].decode(T.self) }
    }

    func execute(_ query: PostgresQuery) async throws {
        _ = try await connection.query(query, logger: logger).collect()
    }

    /// `body` between `BEGIN` and `COMMIT`, rolled back when it throws; what it throws comes out as it is.
    func transaction<T: Sendable>(_ body: @Sendable (SQL) async throws -> T) async throws -> T {
        try await execute("BEGIN")
        let value: T
        do {
            value = try await body(self)
        } catch {
            // A connection that cannot roll back is closed by the pool; the first error is the one to tell.
            try? await execute("ROLLBACK")
            throw error
        }
        try await execute("COMMIT")
        return value
    }
}
