import Dispatch
import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("A store another process keeps busy")
struct BusyStoreTests {
    @Test("a change that waits past the busy timeout for another process's long write is refused as busy; it lands")
    func busy() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.temporaryPath()
            let store = try await StoreDriver.open(at: path)
            try await store.addBox("Porch", items: [])
            // Another program holds the store's writer, as a long change does (every change of Tote's own commits
            // in batches)
            let other = try DatabaseQueue(path: path)
            let (held, release) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let holding = Task {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                    DispatchQueue.global().async {
                        continuation.resume(
                            with: Result {
                                try other.writeWithoutTransaction { db in
                                    try db.beginTransaction(.immediate)
                                    held.signal()
                                    release.wait()
                                    try db.commit()
                                }
                            })
                    }
                }
            }
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    held.wait()
                    continuation.resume()
                }
            }
            await #expect(throws: StoreError.busy) { try await store.addBox("Hall", items: []) }
            release.signal()
            try await holding.value
            #expect(try await store.addBox("Hall", items: []) == BoxNumber(2))
            try other.close()
            #expect(
                StoreError.busy.description
                    == "the store is busy with a long change from another process, such as an import; nothing was "
                    + "changed, try again once it is done")
        }
    }
}
