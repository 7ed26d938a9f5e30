import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Job board", .timeLimit(.minutes(1)))
struct JobBoardTests {
    let shared = InMemorySharedJobs()

    @Test("the in-memory double keeps the contract of shared jobs", arguments: SharedJobsContract.cases)
    func contract(_ check: SharedJobsContractCase) async throws {
        try await check.run { InMemorySharedJobs() }
    }

    /// Waits until `board` says the job ended.
    func ended(_ id: UUID, on board: JobBoard) async throws -> (JobStatus, SharedJobFile?) {
        for _ in 0..<500 {
            let answer = try await board.status(of: id, in: Inventory.localID)
            if answer.0.state != .running { return answer }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the job never ended")
        return try await board.status(of: id, in: Inventory.localID)
    }

    @Test("an export started on one server is followed and fetched on another that shares its jobs")
    func exportElsewhere() async throws {
        try await TemporaryDirectory.with { directory in
            let started = JobBoard(shared: shared, folder: directory.url)
            let other = JobBoard(shared: shared, folder: directory.url)
            let written = directory.url.appendingPathComponent("written.csv")
            try Data("number,title\r\n1,Kettle\r\n".utf8).write(to: written)
            let gate = JobTests.Gate()
            let job = Job<Int>.start(JobProgress(total: 1, unit: .rows)) { _ in
                await gate.pass()
                return 1
            }
            let status = try await started.add(
                exporting: job, in: Inventory.localID,
                writing: JobFile(url: written, name: "tote-items.csv", mediaType: "text/csv"))
            await gate.arrival()

            let (seen, file) = try await other.status(of: status.id, in: Inventory.localID)
            #expect(seen.state == .running && seen.kind == .export && file == nil)
            await #expect(throws: JobError.noFile(.export, .running)) {
                try await other.file(of: status.id, in: Inventory.localID)
            }
            gate.open()
            let (done, named) = try await ended(status.id, on: other)

            #expect(done.outcome == .exported(rows: 1))
            #expect(named == SharedJobFile(name: "tote-items.csv", mediaType: "text/csv"))
            let fetched = try await other.file(of: status.id, in: Inventory.localID)
            #expect(fetched.url != written)
            #expect(try Data(contentsOf: fetched.url) == Data(contentsOf: written))
            #expect(try await other.file(of: status.id, in: Inventory.localID) == fetched, "copied once")
            await #expect(throws: JobError.notFound) { try await other.status(of: status.id, in: InventoryID(UUID())) }
        }
    }

    @Test("an import that fails on one server is told as failed on another, with its reason")
    func failedElsewhere() async throws {
        let started = JobBoard(shared: shared)
        let other = JobBoard(shared: shared)
        let job = Job<ImportReport>.start(JobProgress(unit: .bytes)) { _ in
            throw ImportError(line: 3, "a quote is never closed")
        }
        let status = try await started.add(
            importing: job, in: Inventory.localID,
            reading: FileManager.default.temporaryDirectory.appendingPathComponent("tote-none-\(UUID())"))

        let (failed, file) = try await ended(status.id, on: other)

        guard case .failed(let message) = failed.outcome else {
            Issue.record("\(failed) did not fail")
            return
        }
        #expect(message.contains("a quote is never closed"))
        #expect(file == nil)
    }

    @Test("a job the other servers cannot be told of is stopped, its file removed, and the error thrown")
    func unshared() async throws {
        try await TemporaryDirectory.with { directory in
            let board = JobBoard(shared: shared, folder: directory.url)
            await shared.makeUnavailable(true)
            let written = directory.url.appendingPathComponent("written.csv")
            try Data("number\r\n".utf8).write(to: written)
            let job = Job<Int>.start(JobProgress(unit: .rows)) { _ in
                try await Task.sleep(for: .seconds(60))
                return 1
            }

            await #expect(throws: StoreError.unavailable(reason: "the test made it so")) {
                try await board.add(
                    exporting: job, in: Inventory.localID,
                    writing: JobFile(url: written, name: "tote-items.csv", mediaType: "text/csv"))
            }

            await #expect(throws: CancellationError.self) { try await job.value() }
            #expect(!FileManager.default.fileExists(atPath: written.path))
        }
    }

    @Test("a server alone answers only for its own jobs")
    func alone() async throws {
        let board = JobBoard()

        await #expect(throws: JobError.notFound) { try await board.status(of: UUID(), in: Inventory.localID) }
    }
}
