import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("Job board", .timeLimit(.minutes(10)))
struct JobBoardTests {
    let shared = InMemorySharedJobs()

    @Test("the in-memory double keeps the contract of shared jobs", arguments: SharedJobsContract.cases)
    func contract(_ check: SharedJobsContractCase) async throws {
        try await check.run { InMemorySharedJobs() }
    }

    /// Waits until `board` says the job ended.
    func ended(_ id: UUID, on board: JobBoard) async throws -> (JobStatus, SharedJobFile?) {
        var answer = try await board.status(of: id, in: Inventory.localID)
        try await waitUntil("the job ending") {
            answer = try await board.status(of: id, in: Inventory.localID)
            return answer.0.state != .running
        }
        return answer
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
                exporting: { (job, JobFile(url: written, name: "tote-items.csv", mediaType: "text/csv")) },
                in: Inventory.localID)
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
            importing: { job }, in: Inventory.localID,
            reading: FileManager.default.temporaryDirectory.appendingPathComponent("tote-none-\(UUID())"))

        let (failed, file) = try await ended(status.id, on: other)

        guard case .failed(let message) = failed.outcome else {
            Issue.record("\(failed) did not fail")
            return
        }
        #expect(message.contains("a quote is never closed"))
        #expect(file == nil)
    }

    @Test("a job the store cannot keep is not started, and the error thrown")
    func unshared() async throws {
        let board = JobBoard(shared: shared)
        await shared.makeUnavailable(true)
        let started = JobTests.Calls()

        await #expect(throws: StoreError.unavailable(reason: "the test made it so")) {
            try await board.add(
                importing: {
                    started.record("import")
                    return Job<ImportReport>.start(JobProgress(unit: .bytes)) { _ in ImportReport() }
                }, in: Inventory.localID, reading: FileManager.default.temporaryDirectory)
        }

        #expect(started.all.isEmpty)
    }

    /// Shared jobs that log each record's state, beside what the test logs, in the order they happen.
    struct LoggedJobs: SharedJobs {
        let jobs = InMemorySharedJobs(runsOnOneServer: true)
        let log = JobTests.Calls()
        var runsOnOneServer: Bool { jobs.runsOnOneServer }

        func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) async throws {
            log.record("kept \(status.state)")
            try await jobs.record(status, in: inventory, file: file)
        }

        func status(of id: UUID, in inventory: InventoryID) async throws -> SharedJobRecord? {
            await jobs.status(of: id, in: inventory)
        }

        func keepFile(of id: UUID, from url: URL) async throws {}

        func copyFile(of id: UUID, in inventory: InventoryID, to url: URL) async throws -> SharedJobFile? { nil }
    }

    @Test("the store keeps a job before it starts, so that an import holding the store's writer never hides it")
    func keptFirst() async throws {
        let logged = LoggedJobs()
        let board = JobBoard(shared: logged)

        let status = try await board.add(
            importing: {
                logged.log.record("started")
                return Job<ImportReport>.start(JobProgress(unit: .bytes)) { _ in ImportReport() }
            }, in: Inventory.localID, reading: FileManager.default.temporaryDirectory.appendingPathComponent("none"))
        _ = try await ended(status.id, on: board)
        try await waitUntil("the job's end being kept") { logged.log.all.count >= 3 }

        #expect(logged.log.all == ["kept running", "started", "kept succeeded"])
    }

    @Test("a job that cannot start is kept as failed, and the error thrown")
    func notStarted() async throws {
        let logged = LoggedJobs()
        let board = JobBoard(shared: logged)

        await #expect(throws: ImportError("choose a file to import")) {
            try await board.add(
                importing: { throw ImportError("choose a file to import") }, in: Inventory.localID,
                reading: FileManager.default.temporaryDirectory.appendingPathComponent("none"))
        }

        #expect(logged.log.all == ["kept running", "kept failed"])
    }

    @Test("after a restart, a job of a store one server uses is told as interrupted, not as unknown")
    func interruptedAlone() async throws {
        let store = InMemorySharedJobs(runsOnOneServer: true)
        let stopped = JobBoard(shared: store)
        let gate = JobTests.Gate()
        let job = Job<ImportReport>.start(JobProgress(unit: .bytes)) { _ in
            await gate.pass()
            return ImportReport()
        }
        let status = try await stopped.add(
            importing: { job }, in: Inventory.localID,
            reading: FileManager.default.temporaryDirectory.appendingPathComponent("tote-none-\(UUID())"))
        await gate.arrival()

        let (told, file) = try await JobBoard(shared: store).status(of: status.id, in: Inventory.localID)

        #expect(told.kind == .import && file == nil)
        #expect(
            told.outcome
                == .failed(message: "interrupted by a server stop; nothing was imported: start the import again"))
        #expect(
            try await stopped.status(of: status.id, in: Inventory.localID).0.state == .running, "its own server knows")
        gate.open()
    }

    @Test("after a restart, an export of a store one server uses is told as gone with its file")
    func exportGoneAlone() async throws {
        let store = InMemorySharedJobs(runsOnOneServer: true)
        let done = JobStatus(
            id: UUID(), kind: .export, progress: JobProgress(done: 2, unit: .rows), outcome: .exported(rows: 2))
        try await store.record(done, in: Inventory.localID, file: Self.named)
        let board = JobBoard(shared: store)

        let (told, file) = try await board.status(of: done.id, in: Inventory.localID)

        #expect(file == nil)
        #expect(
            told.outcome
                == .failed(
                    message:
                        "the server stopped after the export was made, and its file went with it; start the export again"
                ))
        await #expect(throws: JobError.noFile(.export, .failed)) {
            try await board.file(of: done.id, in: Inventory.localID)
        }
    }

    @Test("where servers share a store, a job is interrupted once its server has been silent ten seconds, not before")
    func interruptedShared() async throws {
        let clock = ManualClock()
        let store = InMemorySharedJobs(clock: clock)
        let left = JobStatus(id: UUID(), kind: .export, progress: JobProgress(done: 1, unit: .rows), outcome: nil)
        try await store.record(left, in: Inventory.localID, file: Self.named)
        let board = JobBoard(shared: store, clock: clock)

        clock.advance(by: JobBoard.silence)
        #expect(try await board.status(of: left.id, in: Inventory.localID).0 == left)
        clock.advance(by: 1)
        let (told, file) = try await board.status(of: left.id, in: Inventory.localID)

        #expect(told.outcome == .failed(message: "interrupted by a server stop; start the export again"))
        #expect(told.progress == left.progress && file == nil)
    }

    @Test("where servers share a store, a running server keeps its job heard of however long it runs")
    func heardShared() async throws {
        let clock = ManualClock()
        let store = InMemorySharedJobs(clock: clock)
        let running = JobBoard(shared: store, clock: clock)
        let gate = JobTests.Gate()
        let job = Job<Int>.start(JobProgress(unit: .rows)) { _ in
            await gate.pass()
            return 1
        }
        let file = JobFile(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("tote-none-\(UUID())"),
            name: "tote-items.csv", mediaType: "text/csv")
        let status = try await running.add(exporting: { (job, file) }, in: Inventory.localID)
        await gate.arrival()
        let started = try #require(await store.status(of: status.id, in: Inventory.localID)).heardAt

        clock.advance(by: 60)
        try await waitUntil("the running job being heard of again") {
            try #require(await store.status(of: status.id, in: Inventory.localID)).heardAt != started
        }

        let (told, _) = try await JobBoard(shared: store, clock: clock).status(of: status.id, in: Inventory.localID)
        #expect(told.state == .running)
        gate.open()
    }

    static let named = SharedJobFile(name: "tote-items.csv", mediaType: "text/csv")

    @Test("a server alone answers only for its own jobs")
    func alone() async throws {
        let board = JobBoard()

        await #expect(throws: JobError.notFound) { try await board.status(of: UUID(), in: Inventory.localID) }
    }
}
