import Dispatch
import Synchronization
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("A store another process keeps busy")
struct BusyStoreTests {
    /// The lines of an empty inventory's whole export, which wait, on the importing connection's thread, before the
    /// first until they are let go.
    final class HeldRecords: KeptRecords {
        let arrived = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        private let handed = Mutex(0)
        private static let empty = KeptCounts(nextBoxNumber: 1, nextItemNumber: 1, boxes: 0, items: 0, events: 0)

        func next() throws -> (line: Int, record: KeptRecord)? {
            let line = handed.withLock { handed in
                handed += 1
                return handed
            }
            switch line {
            case 1:
                arrived.signal()
                release.wait()
                return (1, .start(Self.empty))
            case 2: return (2, .end(Self.empty))
            default: return nil
            }
        }

        var progress: JobProgress { JobProgress(unit: .bytes) }
    }

    @Test("a change that waits past the busy timeout for another process's long import is refused as busy; it lands")
    func busy() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.temporaryPath()
            let importing = try await StoreDriver.open(at: path)
            let other = try await StoreDriver.open(at: path)
            // An import that replaces an inventory that holds something is one transaction (any other, batches)
            try await importing.addBox("Porch", items: [])
            let records = HeldRecords()
            let job = try importing.useCases.commands.importInventory(records, replace: true, dryRun: false)
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    records.arrived.wait()
                    continuation.resume()
                }
            }
            await #expect(throws: StoreError.busy) { try await other.addBox("Hall", items: []) }
            records.release.signal()
            #expect(try await job.value().wholeInventory)
            #expect(try await other.addBox("Hall", items: []) == BoxNumber(1))
            #expect(
                StoreError.busy.description
                    == "the store is busy with a long change from another process, such as an import; nothing was "
                    + "changed, try again once it is done")
        }
    }
}
