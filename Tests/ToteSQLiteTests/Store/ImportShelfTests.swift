import Foundation
import GRDB
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("An SQLite import that replaces an inventory that holds something")
struct ImportShelfTests {
    private typealias Filling = ImportFillingTests

    @Test("other inventories are written while it runs; it ends with the file's rows, and the shelf empty")
    func othersWriteMeanwhile() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, other, filled) = try await Self.arrange(directory)
            let records = try await Self.export(filled)
            let before = try await InventorySnapshot.rows(path, history: false)
            try await filled.addBox("Porch", items: ["Mat"])
            // Given a replacement by the inventory's export, stopped halfway through its items
            let paused = PausingRecords(records, pausingAt: 30)
            let job = try filled.useCases.commands.importInventory(paused, replace: true, dryRun: false)
            await paused.untilPaused(job)
            // When another inventory is written, and the one being replaced
            let added = try await other.addBox("Attic", items: ["Fan"])
            await #expect(throws: StoreError.filling(stopped: false)) { try await filled.addBox("Shed", items: []) }
            let inspector = DatabaseInspector(path: path)
            let shelved = try await inspector.count("import_shelf_item")
            #expect(shelved == 41)
            #expect(try await inspector.count("import_shelf_photo_bytes") == 2)
            paused.resume.signal()
            // Then the other write was made meanwhile, and the inventory holds what the file holds, and nothing else
            #expect(added == (try BoxNumber(2)))
            #expect(try await job.value().wholeInventory)
            #expect(try await InventorySnapshot.rows(path, history: false) == before)
            #expect(try await filled.find("Mat").isEmpty)
            #expect(try await filled.find("Thing 7") == ["Thing 7"])
            for table in ImportShelf.tables.flatMap({ [$0.name] + $0.children }) {
                #expect(try await inspector.count("import_shelf_\(table)") == 0)
            }
            #expect(try await inspector.count("inventory_filling") == 0)
            try await inspector.checkSearchIndex()
        }
    }

    @Test("one that fails after it has cleared the inventory and filled some puts back every row, file and word")
    func failurePutsBackEverything() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, other, filled) = try await Self.arrange(directory)
            let records = try await Self.export(filled)
            try await filled.addBox("Porch", items: ["Mat"])
            // Enough items in the other inventory (whose block comes first) for their text to reach the index itself
            let attic = try await other.addBox("Attic", items: [])
            for n in 0...SearchIndex.recentLimit { try await other.addItem("Spare \(n)", to: attic) }
            let before = try await InventorySnapshot.rows(path, history: true)
            // Given a replacement that fails once it has put back most of the inventory's items
            let failing = PausingRecords(records, pausingAt: 40, failingAt: 40)
            let job = try filled.useCases.commands.importInventory(failing, replace: true, dryRun: false)
            await failing.untilPaused(job)
            #expect(try await Filling.count("item", in: Filling.importing, path) > 20)
            #expect(try await Filling.count("box", in: Filling.importing, path) == 8)
            failing.resume.signal()
            await #expect(throws: ImportError.self) { try await job.value() }
            // Then the inventory is exactly as before, searchable as before and open to writes, and the shelf empty
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            #expect(try await filled.find("Mat") == ["Mat"])
            #expect(try await DatabaseInspector(path: path).count("import_shelf_box") == 0)
            #expect(try await filled.addBox("Shed", items: []) == (try BoxNumber(10)))
            try await DatabaseInspector(path: path).checkSearchIndex()
            let indexed: Int = try await DatabaseInspector(path: path).scalar(
                "SELECT (SELECT count(*) FROM item_text) + (SELECT count(*) FROM item_text_recent)")
            #expect(indexed == (try await DatabaseInspector(path: path).count("item")))
        }
    }

    @Test("what a replacement left when it stopped, at whichever stage, is undone by the next write there")
    func stoppedReplacementIsUndoneByAWrite() async throws {
        for stage in [ImportShelf.Stage.shelving, .cleared, .puttingBack] {
            try await TemporaryDirectory.with { directory in
                let (path, store, _, filled) = try await Self.arrange(directory)
                let before = try await InventorySnapshot.rows(path, history: true)
                // Given a replacement whose process ended at the stage
                try await Self.leaveStoppedReplacement(at: stage, in: store)
                // When someone moves a box that is not there, as through a server running beside that process
                await #expect(throws: InventoryError.boxNotFound(try BoxNumber(40))) {
                    try await filled.useCases.commands.moveBox(
                        MoveBoxRequest(box: try BoxNumber(40), into: try BoxNumber(1)))
                }
                // Then the inventory is as before, the shelf empty, and writes land numbered from where they were
                #expect(try await InventorySnapshot.rows(path, history: true) == before, "stopped \(stage)")
                #expect(try await DatabaseInspector(path: path).count("import_shelf_item") == 0)
                #expect(try await filled.addBox("Shed", items: []) == (try BoxNumber(9)))
            }
        }
    }

    @Test("what a replacement left when it stopped, at whichever stage, is undone when the store is opened again")
    func stoppedReplacementIsUndoneOnOpening() async throws {
        for stage in [ImportShelf.Stage.shelving, .cleared, .puttingBack] {
            try await TemporaryDirectory.with { directory in
                let (path, store, _, _) = try await Self.arrange(directory)
                let before = try await InventorySnapshot.rows(path, history: true)
                // Given a replacement whose process ended at the stage
                try await Self.leaveStoppedReplacement(at: stage, in: store)
                // When the store is opened again, as by a server restarted
                let again = try await StoreDriver.driving(
                    try await SQLiteStore.open(at: path), inventory: Filling.importing)
                // Then the inventory is as before, and the shelf empty
                #expect(try await InventorySnapshot.rows(path, history: true) == before, "stopped \(stage)")
                #expect(try await DatabaseInspector(path: path).count("import_shelf_item") == 0)
                #expect(try await again.addBox("Shed", items: []) == (try BoxNumber(9)))
            }
        }
    }

    @Test("what an ended replacement left on the shelf is forgotten when the store is opened, and nothing else")
    func leftoversAreForgotten() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, _) = try await Self.arrange(directory)
            let before = try await InventorySnapshot.rows(path, history: true)
            let id = Filling.importing.description
            try await store.pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO import_shelf_item SELECT * FROM item WHERE inventory_id = ?;
                        INSERT INTO import_shelf_photo SELECT * FROM photo WHERE inventory_id = ?;
                        INSERT INTO import_shelf_photo_bytes SELECT * FROM photo_bytes;
                        """, arguments: [id, id])
            }
            _ = try await SQLiteStore.open(at: path)
            #expect(try await InventorySnapshot.rows(path, history: true) == before)
            let inspector = DatabaseInspector(path: path)
            for table in ["item", "photo", "photo_bytes"] {
                #expect(try await inspector.count("import_shelf_\(table)") == 0)
            }
        }
    }

    @Test("a batch does not end between a box and the box it is packed in, which comes later in the file")
    func packedBoxesStayInOneBatch() async throws {
        try await TemporaryDirectory.with { directory in
            let records = try await Self.export(try await Self.arrange(directory).filled)
            // Given an empty inventory of another store, whose imports commit after every write
            let store = try await SQLiteStore.open(at: directory.temporaryPath())
            let copy = try await Filling.driver(filling: Filling.importing, of: store)
            // When the whole inventory is put into it, its box 1 packed in box 8
            let report = try await copy.useCases.commands.importInventory(
                ListedRecords(records: records), replace: false, dryRun: false
            ).value()
            // Then it lands whole, box 1 in box 8
            #expect(report.boxesAdded == 8)
            let boxes = try await copy.useCases.queries.listBoxes(.first).entries
            let packed = boxes.first { $0.number == (try? BoxNumber(1)) }
            let hall = boxes.first { $0.number == (try? BoxNumber(8)) }
            #expect(packed?.container != nil && packed?.container == hall?.id)
        }
    }

    /// The inventory of ``ImportUndoTests/arrange(_:)``, its box 1 packed in the box "Hall" and showing a photo
    /// (with its thumbnail), and an item removed.
    private static func arrange(
        _ directory: TemporaryDirectory
    ) async throws -> (path: String, store: SQLiteStore, other: StoreDriver, filled: StoreDriver) {
        let arranged = try await ImportUndoTests.arrange(directory)
        let commands = arranged.filled.useCases.commands
        try await commands.moveBox(MoveBoxRequest(box: try BoxNumber(1), into: try BoxNumber(8)))
        let draft = PhotoDraft(
            original: PhotoFile(format: .png, data: Data("picture".utf8)),
            thumbnail: PhotoFile(format: .webp, data: Data("thumb".utf8)), width: 40, height: 30)
        _ = try await commands.addPhotos(AddPhotosRequest(subject: .box(try BoxNumber(1)), drafts: [draft]))
        try await commands.removeItem(RemoveItemRequest(item: try ItemNumber(3)))
        return arranged
    }

    /// The records of the inventory's export, which puts it back as it is.
    private static func export(_ driver: StoreDriver) async throws -> [KeptRecord] {
        let parts = Mutex<[KeptPart]>([])
        _ = try await driver.useCases.queries.exportInventory { part in parts.withLock { $0.append(part) } }.value()
        return ListedRecords.records(of: parts.withLock { $0 })
    }

    /// Leaves what a replacement whose process ended at `stage` leaves: its mark, the inventory on the shelf (all
    /// of it, or, while shelving, its first items only), and from `cleared` on, a box of its own.
    private static func leaveStoppedReplacement(at stage: ImportShelf.Stage, in store: SQLiteStore) async throws {
        let scope = try await InventoryTable.scope(of: Filling.importing, in: store.pool)
        _ = try await store.pool.write { db in try ImportUndo.mark(scope, shelving: true, db) }
        let connection = try ImportFilling.connection(to: store.pool)
        defer { try? connection.close() }
        try await connection.writeWithoutTransaction { db in
            let batches = ImportBatches(db: db, pool: store.pool, scope: scope, writesPerBatch: 1, longest: .zero)
            let shelf = ImportShelf(scope: scope)
            guard stage != .shelving else {
                return try db.execute(
                    sql: "INSERT INTO import_shelf_item SELECT * FROM item WHERE inventory_id = ? AND number < 20",
                    arguments: [scope.id.description])
            }
            try shelf.clear(batches)
            try db.execute(
                sql: "INSERT INTO box (id, inventory_id, number, title, version) VALUES (?, ?, 1, 'Crate', 1)",
                arguments: [UUID().uuidString.lowercased(), scope.id.description])
            guard stage == .puttingBack else { return }
            try shelf.putBack(batches)
        }
    }
}
