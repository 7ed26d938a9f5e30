import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("An SQLite import's dry run")
struct ImportRehearsalTests {
    private typealias Filling = ImportFillingTests

    @Test("takes no writer: every inventory, its own included, is written while it runs, and it changes nothing")
    func othersWriteMeanwhile() async throws {
        try await TemporaryDirectory.with { directory in
            let (path, _, other, filled) = try await ImportUndoTests.arrange(directory)
            let rows = PausingRows(count: 60, pausingAt: 20, row: ImportUndoTests.changedRow)
            // Given a dry run of an import that would rename and move 40 items and add 20, stopped halfway
            let job = try filled.useCases.commands.importRows(rows, from: "again.csv", dryRun: true)
            await rows.untilPaused(job)
            // When another inventory is written, and the one the dry run reads
            let added = try await other.addBox("Attic", items: ["Fan"])
            let porch = try await filled.addBox("Porch", items: ["Mat"])
            rows.resume.signal()
            // Then both writes were made meanwhile, the report tells what the import would do, and nothing of it is kept
            #expect(added == (try BoxNumber(2)))
            #expect(porch == (try BoxNumber(9)))
            let report = try await job.value()
            #expect(report.dryRun && report.itemsChanged == 40 && report.itemsAdded == 20 && report.boxesAdded == 5)
            #expect(try await Filling.count("item", in: Filling.importing, path) == 42)
            #expect(try await filled.find("Thing 7") == ["Thing 7"])
            #expect(try await filled.find("Renamed 7").isEmpty)
            #expect(try await filled.addBox("Loft", items: []) == (try BoxNumber(10)))
        }
    }

    @Test("refuses an identity another inventory holds, as the import does")
    func identitiesStayUnique() async throws {
        try await TemporaryDirectory.with { directory in
            let (_, store, _, _) = try await Filling.arrange(directory)
            let others = try await InventoryTable.scope(of: Filling.other, in: store.pool)
            let imports = GRDBImportRepository(
                pool: store.pool, scope: try await InventoryTable.scope(of: Filling.importing, in: store.pool))
            // Given the box of another inventory, kept as a whole inventory's export keeps it
            let hall = try await store.pool.read { db in try BoxTable.require(BoxNumber(1), in: others, db) }
            let kept = KeptBox(box: hall, importKey: nil)
            // When a dry run, then an import, put it into the inventory
            let refusal = StoreError.failed(reason: "a value breaks a rule of the store")
            for commit in [false, true] {
                // Then both are refused alike
                await #expect(throws: refusal) {
                    try await imports.importing(commit: commit, clearing: false) { session in try session.put(kept) }
                }
            }
        }
    }
}
