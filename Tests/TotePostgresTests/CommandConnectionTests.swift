import Foundation
import PostgresNIO
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

@Suite(
    "A command's one connection to PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct CommandConnectionTests {
    @Test("checking the database, opening two stores on it and working in both make one connection")
    func oneConnection() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let connection = PostgresCommandConnection(url)
            #expect(try await PostgresStore.holdsStore(url, through: connection) == false)
            let store = try await PostgresStore.open(url, through: connection)
            #expect(try await PostgresStore.holdsStore(url, through: connection))
            let settings = try await PostgresStore.open(url, through: connection)
            let useCases = try await store.ownerUseCases(of: Inventory.localID)
            let box = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            _ = try await useCases.commands.provisionItem(
                ProvisionItemRequest(box: box, title: "Kettle", quantity: try Quantity(1)))
            try await settings.remember(publicURL: try PublicURL("https://tote.example"))
            #expect(try await useCases.queries.showBox(box).items.entries.map(\.title.text) == ["Kettle"])
            #expect(try await settings.publicURL()?.text == "https://tote.example")
            #expect(try await Self.backends(of: url, through: store) == 1)
            await connection.close()
        }
    }

    @Test("a call made inside another's transaction gets a connection of its own instead of waiting for itself")
    func nestedCall() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let store = try await PostgresStore.open(url, through: PostgresCommandConnection(url))
            let inside = try await store.database.write { _ in
                try await store.database.rows("SELECT 40 + 2").first?[0].decode(Int.self)
            }
            #expect(inside == 42)
        }
    }

    @Test("calls from many tasks at once take turns on the one connection, and each gets its own answer")
    func callsTakeTurns() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let store = try await PostgresStore.open(url, through: PostgresCommandConnection(url))
            let useCases = try await store.ownerUseCases(of: Inventory.localID)
            let outcomes = await concurrently(8) { index in
                _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Box \(index)"))
            }
            #expect(outcomes == ["done": 8])
            let numbers = try await useCases.queries.listBoxes(PageRequest(size: 50)).entries.map(\.number.value)
            #expect(numbers.sorted() == Array(1...8))
            #expect(try await Self.backends(of: url, through: store) == 1)
        }
    }

    /// How many sessions are connected to the test's database, the asking one included.
    private static func backends(of url: PostgresURL, through store: PostgresStore) async throws -> Int {
        try await store.database.rows(
            "SELECT count(*)::int AS backends FROM pg_stat_activity WHERE datname = \(url.database)"
        ).first?.decode("backends", as: Int.self) ?? 0
    }
}
