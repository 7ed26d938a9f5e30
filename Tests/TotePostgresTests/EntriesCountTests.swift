import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

@Suite(
    "The count of a history's entries on PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped),
    .timeLimit(.minutes(10)))
struct EntriesCountTests {
    @Test("a database from before the count gets it from the entries it holds when it is opened")
    func olderDatabaseCounted() async throws {
        try await TestDatabases.with { databases in
            let url = try await databases.makeDatabase()
            let first = try await PostgresStore.open(url)
            let home = try await first.ownerUseCases(of: Inventory.localID)
            let box = try await home.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
            for title in ["Kettle", "Teapot", "Whisk"] {
                _ = try await home.commands.provisionItem(ProvisionItemRequest(box: box, title: title))
            }
            await first.close()
            for statement in [
                "DROP TRIGGER event_entries_added ON event", "DROP TRIGGER event_entries_removed ON event",
                "DROP FUNCTION tote_entries_added()", "DROP FUNCTION tote_entries_removed()",
                "DROP TABLE inventory_entries", "DELETE FROM tote_migration WHERE name = 'v13-entries-counted'",
            ] {
                try await databases.run(statement, in: url)
            }

            let again = try await PostgresStore.open(url)
            defer { Task { await again.close() } }
            let queries = try await again.ownerUseCases(of: Inventory.localID).queries
            #expect(try await queries.history(of: nil, PageRequest(size: 1)).totalCount == 4)
        }
    }

    @Test("writers in two inventories at once each leave their inventory's count equal to its entries")
    func concurrentWritersCounted() async throws {
        try await TestDatabases.with { databases in
            let store = try await databases.makeStore()
            let inventories = [Inventory.localID, InventoryID(UUID())]
            var made: [BoxNumber] = []
            for inventory in inventories {
                let commands = try await store.ownerUseCases(of: inventory).commands
                made.append(try await commands.provisionBox(ProvisionBoxRequest(title: "Shelf")))
            }
            let boxes = made
            let outcomes = await concurrently(40) { index in
                let inventory = index % 2
                let commands = try await store.ownerUseCases(of: inventories[inventory]).commands
                _ = try await commands.provisionItem(
                    ProvisionItemRequest(box: boxes[inventory], title: "Item \(index)"))
            }
            #expect(outcomes == ["done": 40])
            for inventory in inventories {
                let queries = try await store.ownerUseCases(of: inventory).queries
                let page = try await queries.history(of: nil, PageRequest(size: 500))
                #expect(page.entries.count == 21 && page.totalCount == 21)
            }
        }
    }
}
