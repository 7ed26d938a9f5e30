import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("Upgrading the schema")
struct SchemaMigrationTests {
    @Test func aVersionOneStoreIsUpgradedAndItsItemsAreFoundByOneLetter() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let version1 = try DatabaseQueue(path: path)
            try ToteSchema.migrator.migrate(version1, upTo: "v1-inventory-boxes-items-events")
            try await version1.write { db in
                let inventory = Inventory.localID.description
                let box = UUID().uuidString.lowercased()
                try db.execute(
                    sql: """
                        INSERT INTO inventory (id, key, name, next_box_number, next_item_number) VALUES (?, 1, 'Local', 2, 3);
                        INSERT INTO box (id, inventory_id, number, title, version) VALUES (?, ?, 1, 'Kitchen', 1);
                        """,
                    arguments: [inventory, box, inventory])
                for (number, title) in [(1, "Teapot"), (2, "Kettle")] {
                    try db.execute(
                        sql: """
                            INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity)
                            VALUES (?, ?, ?, ?, ?, ?, 1)
                            """,
                        arguments: [
                            1_000_000_000 + number, UUID().uuidString.lowercased(), inventory, box, number, title,
                        ])
                }
            }
            try version1.close()
            // When
            let upgraded = try await StoreDriver.open(at: path)
            try await upgraded.addItem("Tray", to: BoxNumber(1))
            // Then
            #expect(try await upgraded.find("t") == ["Teapot", "Tray"])
            #expect(try await upgraded.find("k") == ["Kettle"])
            let inspector = DatabaseInspector(path: path)
            try await inspector.checkSearchIndex()
            let searchTable: String = try await inspector.scalar(
                "SELECT sql FROM sqlite_master WHERE name = 'item_search'")
            #expect(searchTable.contains("prefix = '1 2 3'"))
            #expect(try await inspector.count("account") == 0)
        }
    }

    @Test func oneLetterFindsEveryItemWithAWordBeginningWithItInNumberOrder() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let driver = try await StoreDriver.open(at: directory.temporaryPath())
            let box = try await driver.addBox("Kitchen", items: ["Teapot", "Kettle", "Tea towel", "Mug"])
            try await driver.addItem("Spoon", to: box, note: "For the tea")
            // When
            let found = try await driver.useCases.queries.findItems("T", .first)
            // Then
            #expect(found.entries.map(\.title.text) == ["Teapot", "Tea towel", "Spoon"])
            #expect(found.totalCount == 3)
        }
    }
}
