import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("An SQLite import into an inventory that holds something")
struct ImportUndoTests {
    private typealias Filling = ImportFillingTests

    @Test("other inventories are written between its batches; its own waits for it to end, with every row kept")
    func othersWriteMeanwhile() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, other, filled) = try await Self.arrange(directory)
            let rows = PausingRows(count: 60, pausingAt: 20, row: Self.changedRow)
            // Given an import that renames and moves the inventory's 40 items and adds 20, stopped halfway
            let job = try filled.useCases.commands.importRows(rows, from: "again.csv", dryRun: false)
            await rows.untilPaused(job)
            // When another inventory is written, and the importing one
            let added = try await other.addBox("Attic", items: ["Fan"])
            await #expect(throws: StoreError.filling(stopped: false)) { try await filled.addBox("Porch", items: []) }
            rows.resume.signal()
            // Then the other write was made while the import waited, and the import ends with all its rows
            #expect(added == (try BoxNumber(2)))
            let report = try await job.value()
            #expect(report.itemsAdded == 20)
            #expect(report.itemsChanged == 40)
            #expect(try await filled.find("Renamed 7") == ["Renamed 7"])
            #expect(try await filled.find("Thing 7").isEmpty)
            #expect(try await Filling.count("item", in: Filling.importing, path) == 61)
            let inspector = DatabaseInspector(path: path)
            #expect(try await inspector.count("inventory_filling") == 0)
            #expect(try await inspector.count("import_undo_item") == 0)
            #expect(try await filled.addBox("Porch", items: []) == (try BoxNumber(14)))
            try await inspector.checkSearchIndex()
        }
    }

    @Test("an import that fails after several batches leaves the inventory exactly as it was, and open to writes")
    func failureUndoesItsBatches() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, _, filled) = try await Self.arrange(directory)
            let before = try await InventorySnapshot.rows(path, history: true)
            let rows = PausingRows(count: 60, pausingAt: 50, failingAt: 50, row: Self.changedRow)
            // Given an import that commits batches renaming and moving 40 items and adding 9, then fails
            let job = try filled.useCases.commands.importRows(rows, from: "again.csv", dryRun: false)
            await rows.untilPaused(job)
            #expect(try await Filling.count("item", in: Filling.importing, path) == 50)
            #expect(try await DatabaseInspector(path: path).count("import_undo_item") == 40)
            rows.resume.signal()
            await #expect(throws: ImportError.self) { try await job.value() }
            // Then every box, item, event, counter and indexed word is as before, and the inventory takes writes
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
            #expect(try await filled.find("Thing 7") == ["Thing 7"])
            #expect(try await filled.find("Renamed 7").isEmpty)
            #expect(try await filled.addBox("Porch", items: ["Mat"]) == (try BoxNumber(9)))
            try await DatabaseInspector(path: path).checkSearchIndex()
        }
    }

    @Test("an import that fails in an inventory holding boxes but no items leaves the boxes alone")
    func failureWithoutItemsBefore() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, _, filled) = try await Filling.arrange(directory)
            try await filled.addBox("Hall", items: [])
            let before = try await InventorySnapshot.rows(path, history: true)
            let rows = PausingRows(count: 10, pausingAt: 6, failingAt: 6)
            rows.resume.signal()
            let job = try filled.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await #expect(throws: ImportError.self) { try await job.value() }
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            #expect(try await filled.addBox("Porch", items: ["Mat"]) == (try BoxNumber(2)))
        }
    }

    @Test("a write into the inventory undoes what a stopped import changed first, even a write its rules refuse")
    func stoppedImportIsUndoneByAWrite() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, filled) = try await Self.arrange(directory)
            let before = try await InventorySnapshot.rows(path, history: true)
            // Given an import whose process ended after it moved an item into a box it made and added an event
            try await Self.leaveStoppedImport(in: store)
            // When someone moves a box that is not there, as through a server running beside that process
            await #expect(throws: InventoryError.boxNotFound(try BoxNumber(40))) {
                try await filled.useCases.commands.moveBox(
                    MoveBoxRequest(box: try BoxNumber(40), into: try BoxNumber(1)))
            }
            // Then the inventory is as before the import, and open to writes numbered from where it was
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            #expect(try await DatabaseInspector(path: path).count("import_undo_item") == 0)
            #expect(try await filled.addBox("Porch", items: []) == (try BoxNumber(9)))
        }
    }

    @Test("what a stopped import changed is undone when the store is opened again")
    func stoppedImportIsUndoneOnOpening() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, _) = try await Self.arrange(directory)
            let before = try await InventorySnapshot.rows(path, history: true)
            // Given an import whose process ended after it moved an item into a box it made and added an event
            try await Self.leaveStoppedImport(in: store)
            // When the store is opened again, as by a server restarted
            let again = try await StoreDriver.driving(
                try await SQLiteStore.open(at: path), inventory: Filling.importing)
            // Then the inventory is as before the import, and open to writes
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            #expect(try await DatabaseInspector(path: path).count("import_undo_item") == 0)
            #expect(try await again.addBox("Porch", items: []) == (try BoxNumber(9)))
        }
    }

    @Test("an import into it undoes what a stopped import changed first")
    func stoppedImportIsUndoneByTheNext() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, filled) = try await Self.arrange(directory)
            try await Self.leaveStoppedImport(in: store)
            let job = try filled.useCases.commands.importRows(
                PausingRows(count: 3, pausingAt: 4, row: Self.changedRow), from: "again.csv", dryRun: false)
            #expect(try await job.value().itemsChanged == 3)
            #expect(try await Filling.count("item", in: Filling.importing, path) == 41)
            #expect(try await Filling.count("box", in: Filling.importing, path) == 11)
            #expect(try await filled.find("Renamed 2") == ["Renamed 2"])
            #expect(try await filled.find("Gone").isEmpty)
        }
    }

    @Test("while an import runs in batches, what was there before cannot be removed, nor a box changed")
    func batchesSpareWhatWasThere() async throws {
        try await TemporaryDirectory.with { directory in
            let (_, store, _, _) = try await Self.arrange(directory)
            let scope = try await InventoryTable.scope(of: Filling.importing, in: store.pool)
            let undo = try await store.pool.write { db in try ImportUndo.mark(scope, db) }
            let connection = try ImportFilling.connection(to: store.pool)
            try await connection.write { db in try undo.watch(db) }
            for statement in [
                "DELETE FROM item WHERE inventory_id = ? AND number = 1",
                "UPDATE box SET title = 'Other' WHERE inventory_id = ? AND number = 1",
                "DELETE FROM box WHERE inventory_id = ? AND number = 1",
            ] {
                await #expect(throws: DatabaseError.self) {
                    try await connection.write { db in
                        try db.execute(sql: statement, arguments: [Filling.importing.description])
                    }
                }
            }
            try connection.close()
        }
    }

    /// The row on line N: the item keyed "rN", renamed "Renamed N" and moved to the box "Loft N % 5" where the
    /// first import kept it as "Thing N" on "Shelf N % 7"; a new item from line 41 on.
    @Sendable static func changedRow(_ line: Int) throws -> ImportedRow {
        try ListedRows.row(line, "Renamed \(line)", at: "Loft \(line % 5)", reference: "r\(line)")
    }

    /// A store with another inventory, and an inventory that holds 40 imported items in 7 boxes (keyed "r1" to
    /// "r40") and a box made by hand, whose imports commit a batch after each write.
    static func arrange(
        _ directory: TemporaryDirectory
    ) async throws -> (path: String, store: SQLiteStore, other: StoreDriver, filled: StoreDriver) {
        let (path, store, other, filled) = try await Filling.arrange(directory)
        let first = PausingRows(count: 40, pausingAt: 41) { line in
            try ListedRows.row(line, "Thing \(line)", at: "Shelf \(line % 7)", reference: "r\(line)")
        }
        _ = try await filled.useCases.commands.importRows(first, from: "first.csv", dryRun: false).value()
        try await filled.addBox("Hall", items: ["Lamp"])
        return (path, store, other, filled)
    }

    /// Leaves the marks of an import into the inventory whose process ended: the inventory kept as it was, then a box
    /// made, item 1 renamed and moved into it, an item added there and an event, through the import's triggers.
    private static func leaveStoppedImport(in store: SQLiteStore) async throws {
        let scope = try await InventoryTable.scope(of: Filling.importing, in: store.pool)
        let undo = try await store.pool.write { db in try ImportUndo.mark(scope, db) }
        let connection = try ImportFilling.connection(to: store.pool)
        defer { try? connection.close() }
        let id = Filling.importing.description
        try await connection.write { db in
            try undo.watch(db)
            let box = UUID().uuidString.lowercased()
            try db.execute(
                sql: "INSERT INTO box (id, inventory_id, number, title, version) VALUES (?, ?, 9, 'Crate', 1)",
                arguments: [box, id])
            try db.execute(
                sql:
                    "UPDATE item SET title = 'Gone', version = version + 1, box_id = ? WHERE inventory_id = ? AND number = 1",
                arguments: [box, id])
            try db.execute(
                sql: """
                    INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity)
                    VALUES (?, ?, ?, ?, 42, 'Extra', 1)
                    """, arguments: [scope.rowIDBase + 42, UUID().uuidString.lowercased(), id, box])
            try db.execute(
                sql: """
                    INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, payload)
                    SELECT ?, inventory_id, occurred_at, kind, box_id, box_number, payload FROM event
                    WHERE inventory_id = ? LIMIT 1
                    """, arguments: [UUID().uuidString.lowercased(), id])
            try db.execute(
                sql: "UPDATE inventory SET next_box_number = 10, next_item_number = 43 WHERE id = ?", arguments: [id])
        }
    }
}
