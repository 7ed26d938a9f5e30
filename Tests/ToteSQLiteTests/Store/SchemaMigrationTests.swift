import Foundation
import GRDB
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("Upgrading the schema")
struct SchemaMigrationTests {
    @Test func aVersionOneStoreIsUpgradedAndItsItemsAreFoundByOneLetterOrAnyPart() async throws {
        try await TemporaryDirectory.with { directory in
            // Given
            let path = directory.temporaryPath()
            let version1 = try DatabaseQueue(path: path)
            try ToteSchema.migrator().migrate(version1, upTo: "v1-inventory-boxes-items-events")
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
            #expect(try await upgraded.find("eapo") == ["Teapot"])
            let inspector = DatabaseInspector(path: path)
            try await inspector.checkSearchIndex()
            #expect(try await inspector.count("sqlite_master WHERE name LIKE 'item_search%'") == 0)
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
            let found = try await driver.useCases.queries.search("T", .first, kinds: [.item]).items
            // Then
            #expect(found.entries.map(\.title.text) == ["Teapot", "Tea towel", "Spoon"])
            #expect(found.totalCount == 3)
        }
    }

    @Test func upgradingAStoreBuildsItsSearchIndexOnceAndReportsProgress() async throws {
        try await TemporaryDirectory.with { directory in
            // Given a store of the version before the trigram index, with 25,000 items in one box
            let path = directory.temporaryPath()
            let version4 = try DatabaseQueue(path: path)
            try ToteSchema.migrator().migrate(version4, upTo: "v4-removals")
            try await version4.write { db in
                let inventory = Inventory.localID.description
                try db.execute(
                    sql: """
                        INSERT INTO inventory (id, key, name, next_box_number, next_item_number)
                        VALUES (?, 1, 'Local', 2, 25001);
                        INSERT INTO box (id, inventory_id, number, title, location, version)
                        VALUES ('00000000-0000-4000-8000-000000000001', ?, 1, 'Winter clothes', 'Attic', 1);
                        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000)
                        INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity, version)
                        SELECT 1000000000 + i, printf('00000000-0000-4000-8000-%012d', i + 1), ?,
                            '00000000-0000-4000-8000-000000000001', i, 'Werkzeugkasten ' || i, 1, 1
                        FROM n;
                        """,
                    arguments: [inventory, inventory, inventory])
            }
            try version4.close()
            // When
            let reports = Reports()
            let store = try await SQLiteStore.open(at: path) { indexed, total in reports.add(indexed, total) }
            // Then
            #expect(reports.all.map(\.0) == [10_000, 20_000, 25_001])
            #expect(reports.all.allSatisfy { $0.1 == 25_001 })
            let queries = try await StoreDriver.driving(store).useCases.queries
            #expect(try await queries.search("zeugkas 24999", .first).totalCount == 1)
            #expect(try await queries.search("attic", .first).hits.count == 1)
            try await DatabaseInspector(path: path).checkSearchIndex()
            // Opening it again builds nothing
            let again = Reports()
            _ = try await SQLiteStore.open(at: path) { indexed, total in again.add(indexed, total) }
            #expect(again.all.isEmpty)
        }
    }
}

/// Progress reports heard while a store opens.
private final class Reports: Sendable {
    private let reports = Mutex<[(Int, Int)]>([])

    func add(_ indexed: Int, _ total: Int) {
        reports.withLock { $0.append((indexed, total)) }
    }

    var all: [(Int, Int)] { reports.withLock { $0 } }
}
