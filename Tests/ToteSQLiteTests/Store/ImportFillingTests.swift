import Foundation
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("An SQLite import filling an empty inventory")
struct ImportFillingTests {
    static let importing = InventoryID(UUID())
    static let other = InventoryID(UUID())
    private static let running = InventoryID(UUID())

    @Test("other inventories are written between its batches; its own, and a second import, wait for it to end")
    func othersWriteMeanwhile() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, other, filled) = try await Self.arrange(directory)
            let rows = PausingRows(count: 40, pausingAt: 20)
            // Given an import into an empty inventory, stopped halfway by its rows
            let job = try filled.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await rows.untilPaused(job)
            // When another inventory is written, the importing one is written, and a second import starts there
            let added = try await other.addBox("Attic", items: ["Fan"])
            await #expect(throws: StoreError.filling(stopped: false)) { try await filled.addBox("Porch", items: []) }
            let second = try filled.useCases.commands.importRows(
                ListedRows([try ListedRows.row(1, "Drill", at: "Garage")]), from: "more.csv", dryRun: false)
            await #expect(throws: StoreError.filling(stopped: false)) { try await second.value() }
            rows.resume.signal()
            // Then the other write was made while the import waited, and the import ends with all its rows
            #expect(added == (try BoxNumber(2)))
            #expect(try await job.value().itemsAdded == 40)
            #expect(try await Self.count("item", in: Self.importing, path) == 40)
            #expect(try await Self.count("box", in: Self.importing, path) == 7)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
            #expect(try await filled.addBox("Porch", items: []) == (try BoxNumber(8)))
            try await DatabaseInspector(path: path).checkSearchIndex()
        }
    }

    @Test("a write of the same process into the inventory waits for the import to end, then lands")
    func ownWriteWaits() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, _) = try await Self.arrange(directory)
            let filled = try await Self.driver(filling: Self.importing, of: store, patience: .seconds(600))
            let rows = PausingRows(count: 40, pausingAt: 20)
            // Given an import into the inventory, stopped halfway by its rows
            let job = try filled.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await rows.untilPaused(job)
            // When someone adds a box there, and the import goes on once that write waits for it
            async let porch = filled.addBox("Porch", items: ["Mat"])
            let scope = try await InventoryTable.scope(of: Self.importing, in: store.pool)
            while RunningImports.waitingCount(in: scope, of: path) == 0 { await Task.yield() }
            rows.resume.signal()
            // Then the box is added after the import's boxes, once the import has ended
            #expect(try await job.value().itemsAdded == 40)
            #expect(try await porch == (try BoxNumber(8)))
            #expect(try await Self.count("item", in: Self.importing, path) == 41)
        }
    }

    @Test("an import that fails after several batches leaves its inventory empty and open to writes, others untouched")
    func failureRemovesItsBatches() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, _, filled) = try await Self.arrange(directory)
            let rows = PausingRows(count: 40, pausingAt: 30, failingAt: 30)
            // Given an import that commits batches for 29 rows, then fails
            let job = try filled.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await rows.untilPaused(job)
            #expect(try await Self.count("item", in: Self.importing, path) == 29)
            rows.resume.signal()
            await #expect(throws: ImportError.self) { try await job.value() }
            // Then nothing of it is left, its numbers start again, and the other inventory is as it was
            try await Self.expectEmpty(Self.importing, path)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
            #expect(try await filled.addBox("Porch", items: ["Mat"]) == (try BoxNumber(1)))
            #expect(try await Self.count("item", in: Self.other, path) == 1)
            try await DatabaseInspector(path: path).checkSearchIndex()
        }
    }

    @Test("a write into an inventory a stopped import left removes what it left first, then lands")
    func stoppedImportIsSweptByAWrite() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, other, filled) = try await Self.arrange(directory)
            // Given an inventory an import was filling when its process ended, with boxes in and out of each other
            try await Self.leaveStoppedImport(in: filled, of: store)
            // When someone writes there, as a server running beside that process would
            let porch = try await filled.addBox("Porch", items: ["Mat"])
            // Then the stopped import's rows are gone, the box numbered from 1, the mark gone, the other inventory kept
            #expect(porch == (try BoxNumber(1)))
            #expect(try await Self.count("box", in: Self.importing, path) == 1)
            #expect(try await Self.count("item", in: Self.importing, path) == 1)
            #expect(try await filled.find("Coat").isEmpty)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
            #expect(try await other.find("Lamp") == ["Lamp"])
        }
    }

    @Test("writes that find what a stopped import left at once: one removes it, the others wait for it, all land")
    func stoppedImportIsSweptOnceForConcurrentWrites() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, filled) = try await Self.arrange(directory)
            try await Self.leaveStoppedImport(in: filled, of: store)
            // When eight writes there start together
            let numbers = try await withThrowingTaskGroup(of: BoxNumber.self) { group in
                for index in 1...8 { group.addTask { try await filled.addBox("Crate \(index)", items: []) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            // Then each landed, numbered from 1 after the stopped import's rows went, and only they are there
            #expect(numbers.sorted() == (try (1...8).map { try BoxNumber($0) }))
            #expect(try await Self.count("box", in: Self.importing, path) == 8)
            #expect(try await Self.count("item", in: Self.importing, path) == 0)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
        }
    }

    @Test("the next import into an inventory a stopped import left removes what it left first")
    func stoppedImportIsSweptByTheNext() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, filled) = try await Self.arrange(directory)
            // Given an inventory an import was filling when its process ended, with boxes in and out of each other
            try await Self.leaveStoppedImport(in: filled, of: store)
            // When someone imports into it
            let job = try filled.useCases.commands.importRows(
                PausingRows(count: 12, pausingAt: 13), from: "rows.csv", dryRun: false)
            // Then the import holds only its own rows, numbered from 1, and the inventory is open again
            #expect(try await job.value().itemsAdded == 12)
            #expect(try await Self.count("item", in: Self.importing, path) == 12)
            #expect(try await Self.count("event", in: Self.importing, path) == 19)
            #expect(try await DatabaseInspector(path: path).scalar("SELECT min(number) FROM item") as Int == 1)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
        }
    }

    @Test(
        "a server's look for stopped imports, or opening the store, removes what one left, and none of a running one",
        arguments: [false, true])
    func stoppedImportIsSwept(byOpening: Bool) async throws {
        try await TemporaryDirectory.with { directory in
            let (path, store, _, filled) = try await Self.arrange(directory)
            try await Self.leaveStoppedImport(in: filled, of: store)
            let running = try await Self.driver(filling: Self.running, of: store)
            let rows = PausingRows(count: 10, pausingAt: 5)
            let job = try running.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await rows.untilPaused(job)
            // When the store is opened again (a server restarted, another command), or looks for stopped imports
            let after: StoreDriver
            if byOpening {
                after = try await StoreDriver.driving(try await SQLiteStore.open(at: path), inventory: Self.importing)
            } else {
                try await store.undoStoppedImports()
                after = filled
            }
            // Then the stopped import's inventory is empty and open, and the running one goes on to its end
            try await Self.expectEmpty(Self.importing, path)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 1)
            #expect(try await after.addBox("Porch", items: []) == (try BoxNumber(1)))
            #expect(try await Self.count("item", in: Self.running, path) == 4)
            rows.resume.signal()
            #expect(try await job.value().itemsAdded == 10)
            #expect(try await Self.count("item", in: Self.other, path) == 1)
            #expect(try await DatabaseInspector(path: path).count("inventory_filling") == 0)
        }
    }

    /// Leaves boxes in and out of each other, an item and events in `driver`'s inventory, marked as being filled by
    /// an import that holds no lease: one whose process ended.
    private static func leaveStoppedImport(in driver: StoreDriver, of store: SQLiteStore) async throws {
        let outer = try await driver.addBox("Wardrobe", items: ["Coat"])
        let inner = try await driver.addBox("Shoebox", items: ["Boots"])
        try await driver.useCases.commands.moveBox(MoveBoxRequest(box: inner, into: outer))
        try await store.pool.write { db in
            try db.execute(
                sql: "INSERT INTO inventory_filling (inventory_id) VALUES (?)", arguments: [Self.importing.description])
        }
    }

    /// A store with one box and item in another inventory, and a driver of an empty inventory to import into.
    static func arrange(
        _ directory: TemporaryDirectory
    ) async throws -> (path: String, store: SQLiteStore, other: StoreDriver, filled: StoreDriver) {
        let path = directory.temporaryPath()
        let store = try await SQLiteStore.open(at: path)
        let other = try await StoreDriver.driving(store, inventory: Self.other)
        try await other.addBox("Hall", items: ["Lamp"])
        return (path, store, other, try await driver(filling: importing, of: store))
    }

    private static func expectEmpty(_ inventory: InventoryID, _ path: String) async throws {
        for table in ["box", "item", "event"] {
            #expect(try await count(table, in: inventory, path) == 0)
        }
    }

    /// A driver of `inventory` whose imports commit a batch after each write, so that the import holds no
    /// transaction whenever it asks for its next row, and have writes of this process there wait for `patience`.
    static func driver(
        filling inventory: InventoryID, of store: SQLiteStore, patience: Duration = .zero
    ) async throws -> StoreDriver {
        let ports = try await store.ports(for: inventory)
        let scope = try await InventoryTable.scope(of: inventory, in: store.pool)
        return StoreDriver.driving(
            InventoryPorts(
                boxes: ports.boxes, items: ports.items, readModel: ports.readModel,
                imports: GRDBImportRepository(pool: store.pool, scope: scope, writesPerBatch: 1, patience: patience),
                photos: ports.photos, shareLinks: ports.shareLinks),
            of: inventory)
    }

    static func count(_ table: String, in inventory: InventoryID, _ path: String) async throws -> Int {
        try await DatabaseInspector(path: path).scalar(
            "SELECT count(*) FROM \(table) WHERE inventory_id = '\(inventory.description)'")
    }
}
