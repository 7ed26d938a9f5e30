import Foundation
import PostgresNIO
import Testing
import ToteApplication

@testable import TotePostgres

@Suite("Opening a PostgreSQL store", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresStoreOpeningTests {
    @Test("a wrong password is refused in one line that names the URL without the password")
    func wrongPassword() async throws {
        let server = try TestDatabases.url(of: "tote")
        let url = try PostgresURL(
            parsing:
                "postgres://\(server.username):wrong@\(server.host):\(server.port)/\(server.database)?sslmode=disable")
        let error = await #expect(throws: StoreError.self) { try await PostgresStore.open(url) }
        #expect(
            error?.description.hasPrefix(
                "cannot open the store at \(url): the server refused the user name or password") == true)
        #expect(error?.description.contains("wrong") == false)
    }

    @Test("a server that is not there is named")
    func unreachable() async throws {
        let url = try PostgresURL(parsing: "postgres://tote:x@127.0.0.1:1/tote?sslmode=disable")
        let error = await #expect(throws: StoreError.self) { try await PostgresStore.open(url) }
        #expect(
            error?.description.hasPrefix("cannot open the store at \(url): the server at 127.0.0.1:1 cannot be reached")
                == true)
    }

    @Test("a database that does not exist is named")
    func missingDatabase() async throws {
        let url = try TestDatabases.url(of: "tote_no_such_database")
        let error = await #expect(throws: StoreError.self) { try await PostgresStore.open(url) }
        #expect(error?.description.hasPrefix("cannot open the store at \(url): the database does not exist") == true)
    }

    @Test("a database of another application is left as it is")
    func otherApplication() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            try await databases.run("CREATE TABLE invoice (id integer PRIMARY KEY)", in: url)
            let error = await #expect(throws: StoreError.self) { try await PostgresStore.open(url) }
            #expect(
                error == .notAToteStore(path: url.description, reason: "the database holds 1 tables of something else"))
            #expect(try await databases.tables(in: url) == ["invoice"])
        }
    }

    @Test("a database a newer Tote migrated is refused, and this Tote asks for an upgrade")
    func newerSchema() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            try await PostgresStore.open(url).close()
            try await databases.run("INSERT INTO tote_migration (name) VALUES ('v99-from-the-future')", in: url)
            let error = await #expect(throws: StoreError.self) { try await PostgresStore.open(url) }
            #expect(error == .createdByNewerVersion(path: url.description))
        }
    }

    @Test("servers starting at once on a new database migrate it once, one at a time")
    func migratesOnce() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let stores = try await withThrowingTaskGroup(of: PostgresStore.self) { group in
                for _ in 0..<4 { group.addTask { try await PostgresStore.open(url) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for store in stores { await store.close() }
            #expect(
                try await databases.migrations(in: url) == [
                    "v1-tote", "v2-login-failures", "v3-repeated-requests", "v4-jobs", "v5-password-resets",
                    "v6-event-batches", "v7-share-links", "v8-boxes-in-boxes", "v9-removed-items-boxes", "v10-places",
                    "v11-removal-sent-boxes", "v12-box-titles-indexed", "v13-entries-counted",
                ])
        }
    }

    @Test("every commit is flushed to the server's disk before it is acknowledged, whatever the server's default")
    func synchronousCommit() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let store = try await PostgresStore.open(url)
            // The test server itself runs with synchronous_commit off, as a fast server may.
            let setting = try await store.database.read { sql in
                try await sql.value("SHOW synchronous_commit", as: String.self)
            }
            await store.close()
            #expect(setting == "on")
        }
    }
}
