import Dispatch
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("A store another process keeps busy")
struct BusyStoreTests {
    /// Rows of an import that wait, on the store's writer thread, until they are let go.
    final class HeldRows: ImportRows {
        let arrived = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let handed = Mutex(false)

        func next() throws -> ImportedRow? {
            guard !handed.withLock({ $0 }) else { return nil }
            handed.withLock { $0 = true }
            arrived.signal()
            release.wait()
            return try ListedRows.row(2, "Drill", at: "Garage")
        }

        var progress: JobProgress { JobProgress(unit: .rows) }
        var setAside: [ImportReport.SetAside] { [] }
    }

    @Test("a change that waits past the busy timeout for another process's import is refused as busy; the import lands")
    func busy() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.temporaryPath()
            let importing = try await StoreDriver.open(at: path)
            let other = try await StoreDriver.open(at: path)
            // An import into an inventory that holds something is one transaction (into an empty one, batches)
            try await importing.addBox("Porch", items: [])
            let rows = HeldRows()
            let job = try importing.useCases.commands.importRows(rows, from: "rows.csv", dryRun: false)
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    rows.arrived.wait()
                    continuation.resume()
                }
            }
            await #expect(throws: StoreError.busy) { try await other.addBox("Hall", items: []) }
            rows.release.signal()
            #expect(try await job.value().itemsAdded == 1)
            #expect(try await other.addBox("Hall", items: []) == BoxNumber(3))
            #expect(
                StoreError.busy.description
                    == "the store is busy with a long change from another process, such as an import; nothing was "
                    + "changed, try again once it is done")
        }
    }
}
