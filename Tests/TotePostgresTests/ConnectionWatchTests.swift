import PostgresNIO
import Testing
import ToteApplication
import ToteTesting

@testable import TotePostgres

@Suite(
    "Statements waiting on a connection that closes", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct ConnectionWatchTests {
    @Test("a connection's answered statements leave nothing behind; once it closes it is not followed, and refuses")
    func answeredStatementsLeaveNothing() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let store = try await PostgresStore.open(url)
            let connection = try await store.database.write { sql in
                for _ in 0..<500 { _ = try await sql.rows("SELECT 1") }
                return sql.connection
            }
            #expect(ConnectionWatch.waiting(on: connection) == 0)
            await store.close()
            try await waitUntil("the closed connection no longer followed") {
                ConnectionWatch.waiting(on: connection) == nil
            }
            await #expect(throws: StoreError.self) {
                try await ConnectionWatch.answer(on: connection) { 1 }
            }
        }
    }
}
