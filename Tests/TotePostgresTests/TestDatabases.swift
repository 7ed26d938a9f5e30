import Foundation
import Logging
import PostgresNIO
import Synchronization
import Testing
import TotePostgres

/// Empty databases on the test server named by `TOTE_TEST_POSTGRES_URL`, one for each store a test makes, closed
/// and dropped when the test ends.
final class TestDatabases: Sendable {
    static let serverURL = ProcessInfo.processInfo.environment["TOTE_TEST_POSTGRES_URL"]
    static let isConfigured = serverURL != nil
    static let skipped = Comment(
        rawValue: "TOTE_TEST_POSTGRES_URL is not set: the PostgreSQL tests were skipped "
            + "(scripts/start-test-postgres starts a server)")

    private let opened = Mutex<[PostgresStore]>([])
    private let created = Mutex<[String]>([])

    /// Runs `body` with a maker of new, empty PostgreSQL stores, then closes and drops every one it made.
    static func with<T: Sendable>(_ body: (TestDatabases) async throws -> T) async throws -> T {
        let databases = TestDatabases()
        do {
            let result = try await body(databases)
            try await databases.dropAll()
            return result
        } catch {
            try? await databases.dropAll()
            throw error
        }
    }

    /// A new store in a database of its own.
    func makeStore() async throws -> PostgresStore {
        let url = try await makeDatabase()
        let store = try await PostgresStore.open(url)
        opened.withLock { $0.append(store) }
        return store
    }

    /// The URL of a new, empty database, dropped when the test ends.
    func makeDatabase() async throws -> PostgresURL {
        try PostgresURL(parsing: try await makeDatabaseText())
    }

    /// The URL of a new, empty database as people type it, password included; dropped when the test ends.
    func makeDatabaseText() async throws -> String {
        let name = "tote_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try await Self.administer("CREATE DATABASE \(name)")
        created.withLock { $0.append(name) }
        return Self.text(of: name)
    }

    private func dropAll() async throws {
        for store in opened.withLock({ $0 }) { await store.close() }
        for name in created.withLock({ $0 }) {
            try await Self.administer("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
        }
    }

    static func url(of database: String) throws -> PostgresURL {
        try PostgresURL(parsing: text(of: database))
    }

    /// The test server's URL with another database.
    static func text(of database: String) -> String {
        var components = URLComponents(string: serverURL ?? "")
        components?.path = "/" + database
        return components?.string ?? serverURL ?? ""
    }

    /// Runs one statement in a test's database, as a test sets up what the store must then find.
    func run(_ statement: String, in url: PostgresURL) async throws {
        _ = try await Self.query(statement, in: url)
    }

    /// The names of the tables in a test's database.
    func tables(in url: PostgresURL) async throws -> [String] {
        try await Self.query(
            "SELECT table_name::text FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1", in: url)
    }

    /// The tables of a test's database that have been vacuumed and analyzed by a command (not by autovacuum).
    func settledTables(in url: PostgresURL) async throws -> [String] {
        try await Self.query(
            """
            SELECT relname::text FROM pg_stat_user_tables
            WHERE last_vacuum IS NOT NULL AND last_analyze IS NOT NULL ORDER BY 1
            """, in: url)
    }

    /// The migrations applied to a test's database, in the order they were.
    func migrations(in url: PostgresURL) async throws -> [String] {
        try await Self.query(
            "SELECT name FROM tote_migration ORDER BY applied_at, substring(name FROM '^v([0-9]+)')::integer, name",
            in: url)
    }

    /// Runs one statement on the server's own database, as database names cannot be bound.
    private static func administer(_ statement: String) async throws {
        _ = try await query(statement, in: try PostgresURL(parsing: serverURL ?? ""))
    }

    /// Runs one statement and returns the first column of its rows, as text.
    private static func query(_ statement: String, in server: PostgresURL) async throws -> [String] {
        let configuration = PostgresClient.Configuration(
            host: server.host, port: server.port, username: server.username, password: server.password,
            database: server.database, tls: .disable)
        let client = PostgresClient(configuration: configuration, backgroundLogger: Logger(label: "tote.test"))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await client.run() }
            defer { group.cancelAll() }
            let rows = try await client.query(PostgresQuery(unsafeSQL: statement), logger: Logger(label: "tote.test"))
            var texts: [String] = []
            for try await row in rows { texts.append(try row.makeRandomAccess()[0].decode(String.self)) }
            return texts
        }
    }
}
