import Foundation
import PostgresNIO
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

@Suite(
    "Appends to the event feed on PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct AppendTurnsTests {
    @Test("a transaction appending to one inventory holds back the appends to it, and to no other inventory")
    func appendsTakeTurnsPerInventory() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let club = InventoryID(UUID())
            let home = try await store.ownerUseCases(of: Inventory.localID)
            let clubUseCases = try await store.ownerUseCases(of: club)
            let homeBox = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            _ = try await clubUseCases.commands.provisionBox(ProvisionBoxRequest(title: "Kites"))
            let (turnsTaken, takingTurn) = AsyncStream.makeStream(of: Void.self)
            let (releases, release) = AsyncStream.makeStream(of: Void.self)

            // A transaction of the home inventory that has appended an event and does not end until told.
            let holder = Task {
                try await store.database.write { sql in
                    var box = try #require(try await BoxRows.box(numbered: homeBox, in: Inventory.localID, sql))
                    box.rename(to: try Title("Kitchen, held"), at: Date())
                    try await EventRows.append(box.pendingEvents, in: Inventory.localID, sql)
                    takingTurn.yield()
                    for await _ in releases {}
                }
            }
            var turnTaken = turnsTaken.makeAsyncIterator()
            await turnTaken.next()

            // The club's writes go through while it is held…
            let shed = try await clubUseCases.commands.provisionBox(ProvisionBoxRequest(title: "Shed"))
            _ = try await clubUseCases.commands.changeBox(ChangeBoxRequest(box: shed, title: "Club shed"))
            // …and a change of the home inventory waits for it.
            let waiting = Task {
                try await home.commands.changeBox(ChangeBoxRequest(box: homeBox, title: "Kitchen drawers"))
            }
            try await waitUntil("the home change waiting for its turn") {
                try await Self.waitingForAdvisoryLocks(on: store) == 1
            }
            #expect(try await home.queries.showBox(homeBox).box.title.text == "Kitchen")
            release.finish()
            try await holder.value
            _ = try await waiting.value
            #expect(try await home.queries.showBox(homeBox).box.title.text == "Kitchen drawers")
            #expect(try await store.entries(of: club, after: 0, limit: 10).count == 3)
            let homeEntries = try await store.entries(of: Inventory.localID, after: 0, limit: 10)
            #expect(homeEntries.map(\.event.box.title.text) == ["Kitchen", "Kitchen, held", "Kitchen drawers"])
        }
    }

    /// How many sessions of the store's database wait for an advisory lock.
    private static func waitingForAdvisoryLocks(on store: PostgresStore) async throws -> Int {
        try await store.database.rows(
            """
            SELECT count(*)::int AS waiting FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database
                WHERE datname = current_database())
            """
        ).first?.decode("waiting", as: Int.self) ?? 0
    }
}
