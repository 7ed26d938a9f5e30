import Dispatch
import Synchronization
import Testing
import ToteApplication

@Suite("Jobs")
struct JobTests {
    struct Broken: Error, Equatable {}

    /// Holds work back until the test lets it go on, so that a job is seen while it runs.
    final class Gate: Sendable {
        private let arrived = AsyncStream<Void>.makeStream()
        private let opened = AsyncStream<Void>.makeStream()

        /// Called by the work: says it is here, then waits until the gate opens.
        func pass() async {
            arrived.continuation.yield()
            for await _ in opened.stream { return }
        }

        /// Waits until the work stands at the gate.
        func arrival() async {
            for await _ in arrived.stream { return }
        }

        func open() {
            opened.continuation.yield()
        }
    }

    /// Counts calls of a handler.
    final class Calls: Sendable {
        private let values = Mutex<[String]>([])
        func record(_ value: String) { values.withLock { $0.append(value) } }
        var all: [String] { values.withLock { $0 } }
    }

    @Test("answers at once while the work runs: its progress, not done, not successful; then its value once done")
    func succeeds() async throws {
        let gate = Gate()
        let calls = Calls()
        let job = Job.start(JobProgress(total: 10, unit: .rows)) { reporter in
            reporter.report(JobProgress(done: 4, total: 10, unit: .rows))
            await gate.pass()
            return "written"
        }
        job.onCompletion { calls.record("completed \($0)") }
        job.onFailure { calls.record("failed \($0)") }
        await gate.arrival()

        #expect(job.progress == JobProgress(done: 4, total: 10, unit: .rows))
        #expect(!job.isDone && !job.isSuccessful && job.failure == nil)

        gate.open()
        #expect(try await job.value() == "written")
        #expect(job.isDone && job.isSuccessful)
        #expect(job.progress.done == 10)
        #expect(calls.all == ["completed written"])
        job.onCompletion { calls.record("late \($0)") }
        #expect(calls.all == ["completed written", "late written"])
        #expect(try await job.value() == "written")
    }

    @Test("work that throws fails: done, not successful, its error awaited and handed to the failure callbacks")
    func fails() async throws {
        let calls = Calls()
        let job = Job<Int>.start(JobProgress(unit: .bytes)) { reporter in
            reporter.report(JobProgress(done: 512, unit: .bytes))
            throw Broken()
        }
        job.onCompletion { calls.record("completed \($0)") }
        job.onFailure { calls.record("failed \($0 is Broken)") }
        await #expect(throws: Broken()) { try await job.value() }
        #expect(job.isDone && !job.isSuccessful)
        #expect(job.failure is Broken)
        #expect(job.progress == JobProgress(done: 512, unit: .bytes))
        #expect(calls.all == ["failed true"])
        job.onFailure { _ in calls.record("late") }
        #expect(calls.all == ["failed true", "late"])
    }

    @Test("a cancelled job that stops fails with CancellationError")
    func cancels() async throws {
        let gate = Gate()
        let job = Job<Int>.start(JobProgress(unit: .rows)) { _ in
            await gate.pass()
            try Task.checkCancellation()
            return 1
        }
        await gate.arrival()
        job.cancel()
        gate.open()
        await #expect(throws: CancellationError.self) { try await job.value() }
        #expect(job.isDone && !job.isSuccessful)
    }

    @Test("work asked to stop learns it from its reporter, also outside the job's task, which is not cancelled")
    func stopsOutsideItsTask() async throws {
        let gate = Gate()
        let checks = Mutex<[Bool]>([])
        let job = Job<Int>.start(JobProgress(unit: .rows)) { reporter in
            let checked: @Sendable () -> Bool = {
                do {
                    try reporter.checkStopping()
                    return false
                } catch { return error is CancellationError }
            }
            checks.withLock { $0.append(checked()) }
            await gate.pass()
            // On a queue of its own, as a store's transaction runs: Task.isCancelled cannot tell it there.
            let stopped = await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: checked()) }
            }
            checks.withLock { $0.append(stopped) }
            checks.withLock { $0.append(Task.isCancelled) }
            try reporter.checkStopping()
            return 1
        }
        await gate.arrival()
        job.stop()
        gate.open()
        await #expect(throws: CancellationError.self) { try await job.value() }
        #expect(checks.withLock { $0 } == [false, true, false])
    }

    @Test("many waiting at once all get the value")
    func manyWaiters() async throws {
        let job = Job.start(JobProgress(unit: .rows)) { _ in 7 }
        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 { group.addTask { try await job.value() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: 7, count: 20))
    }
}
