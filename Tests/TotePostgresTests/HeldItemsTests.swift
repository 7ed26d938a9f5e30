import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

@Suite(
    "Changes of items that wait for another change moving them, on PostgreSQL",
    .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped), .timeLimit(.minutes(10)))
struct HeldItemsTests {
    /// Where the transaction held open moves the items: into a box it finds, or into a box it makes itself, which
    /// the waiting change's statement, begun before it commits, cannot see.
    enum Destination: CaseIterable, Sendable {
        case existingBox
        case boxMadeMeanwhile
    }

    @Test(
        "a change waiting for a move of its items finds them in the box they were moved to, one item or many",
        arguments: Destination.allCases)
    func waitingChangeFindsMovedItems(_ destination: Destination) async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let home = try await store.ownerUseCases(of: Inventory.localID)
            let shelf = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Shelf"))
            let van = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Van"))
            let items = try await home.commands.provisionItems(
                ProvisionItemsRequest(box: shelf, entries: ["Lamp", "Kettle", "Rug"].map { .init(title: $0) }))
            let (moves, moved) = AsyncStream.makeStream(of: Void.self)
            let (releases, release) = AsyncStream.makeStream(of: Void.self)

            // A transaction that moves every item and does not end until told.
            let holder = Task {
                try await store.database.write { sql in
                    let target: UUID
                    switch destination {
                    case .existingBox:
                        target = try #require(
                            try await BoxRows.box(numbered: van, in: Inventory.localID, sql)?.id.uuid)
                    case .boxMadeMeanwhile:
                        target = UUID()
                        try await sql.execute(
                            """
                            INSERT INTO box (id, inventory_id, number, title, version, search_title)
                            VALUES (\(target), \(Inventory.localID.uuid), 99, 'Crate', 1, 'crate')
                            """)
                    }
                    try await sql.execute(
                        """
                        UPDATE item SET box_id = \(target), version = version + 1
                        WHERE inventory_id = \(Inventory.localID.uuid)
                        """)
                    moved.yield()
                    for await _ in releases {}
                }
            }
            var movedOnce = moves.makeAsyncIterator()
            await movedOnce.next()

            let renaming = Task {
                try await home.commands.changeItem(ChangeItemRequest(item: items[0], title: "Desk lamp"))
            }
            let counting = Task {
                try await home.commands.changeItems(ChangeItemsRequest(items: items, quantity: try Quantity(4)))
            }
            try await waitUntil("both changes waiting for the items") {
                try await Self.waitingForRowLocks(on: store) == 2
            }
            release.finish()
            try await holder.value
            _ = try await renaming.value
            _ = try await counting.value

            let boxTitle = destination == .existingBox ? "Van" : "Crate"
            var shown: [ItemSummary] = []
            for item in items { shown.append(try await home.queries.showItem(item)) }
            #expect(shown.map(\.box.title.text) == [boxTitle, boxTitle, boxTitle])
            #expect(shown.map(\.title.text) == ["Desk lamp", "Kettle", "Rug"])
            #expect(shown.map(\.quantity.value) == [4, 4, 4])
        }
    }

    /// How many sessions of the store's database wait for another transaction to end (a row it holds).
    private static func waitingForRowLocks(on store: PostgresStore) async throws -> Int {
        try await store.database.rows(
            """
            SELECT count(DISTINCT lock.pid)::int AS waiting
            FROM pg_locks AS lock JOIN pg_stat_activity AS session ON session.pid = lock.pid
            WHERE NOT lock.granted AND session.datname = current_database()
            """
        ).first?.decode("waiting", as: Int.self) ?? 0
    }
}
