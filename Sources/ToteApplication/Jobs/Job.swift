import Synchronization

/// Long work as a response object: starting it answers at once with this handle, which tells how far the work has
/// come, whether it is done and whether it succeeded, can be awaited for the work's value, and calls back once on
/// completion or on failure. The work runs in a task of its own; it reports its progress through a ``JobReporter``.
public final class Job<Value: Sendable>: Sendable {
    private enum Outcome {
        case succeeded(Value)
        case failed(any Error)
    }

    private struct State {
        var progress: JobProgress
        var outcome: Outcome?
        var onCompletion: [@Sendable (Value) -> Void] = []
        var onFailure: [@Sendable (any Error) -> Void] = []
        var waiting: [CheckedContinuation<Value, any Error>] = []
        var task: Task<Void, Never>?
        var stopping = false
    }

    private let state: Mutex<State>

    private init(progress: JobProgress) {
        state = Mutex(State(progress: progress))
    }

    /// Starts `work` and answers at once.
    public static func start(
        _ progress: JobProgress, _ work: @escaping @Sendable (JobReporter) async throws -> Value
    ) -> Job<Value> {
        let job = Job(progress: progress)
        let task = Task {
            do {
                job.finish(.succeeded(try await work(JobReporter(job.report) { job.state.withLock(\.stopping) })))
            } catch {
                job.finish(.failed(error))
            }
        }
        job.state.withLock { $0.task = task }
        return job
    }

    public var progress: JobProgress { state.withLock(\.progress) }

    public var isDone: Bool { state.withLock { $0.outcome != nil } }

    /// Whether the work is done and succeeded; false while it runs.
    public var isSuccessful: Bool {
        state.withLock { if case .succeeded = $0.outcome { true } else { false } }
    }

    /// The work's value once it succeeded; nil while it runs and when it failed.
    public var finishedValue: Value? {
        state.withLock { if case .succeeded(let value) = $0.outcome { value } else { nil } }
    }

    /// Why the work failed; nil while it runs and when it succeeded.
    public var failure: (any Error)? {
        state.withLock { if case .failed(let error) = $0.outcome { error } else { nil } }
    }

    /// The work's value once it is done; throws what the work threw.
    public func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let outcome = state.withLock { state in
                if state.outcome == nil { state.waiting.append(continuation) }
                return state.outcome
            }
            switch outcome {
            case .succeeded(let value): continuation.resume(returning: value)
            case .failed(let error): continuation.resume(throwing: error)
            case nil: break
            }
        }
    }

    /// Calls `handler` with the value once the work succeeds: at once when it already has.
    public func onCompletion(_ handler: @escaping @Sendable (Value) -> Void) {
        let outcome = state.withLock { state in
            if state.outcome == nil { state.onCompletion.append(handler) }
            return state.outcome
        }
        if case .succeeded(let value) = outcome { handler(value) }
    }

    /// Calls `handler` with the error once the work fails: at once when it already has.
    public func onFailure(_ handler: @escaping @Sendable (any Error) -> Void) {
        let outcome = state.withLock { state in
            if state.outcome == nil { state.onFailure.append(handler) }
            return state.outcome
        }
        if case .failed(let error) = outcome { handler(error) }
    }

    /// Asks the work to stop; work that stops throws `CancellationError`, which is then its failure.
    public func cancel() {
        state.withLock(\.task)?.cancel()
    }

    /// Asks the work to stop where it can end cleanly, without cancelling its task (a store's transaction may still
    /// undo what it wrote): the work learns it from ``JobReporter/checkStopping()``, which throws `CancellationError`.
    public func stop() {
        state.withLock { $0.stopping = true }
    }

    private func report(_ progress: JobProgress) {
        state.withLock { state in
            if state.outcome == nil { state.progress = progress }
        }
    }

    private func finish(_ outcome: Outcome) {
        let state = state.withLock { state in
            state.outcome = outcome
            if case .succeeded = outcome, let total = state.progress.total { state.progress.done = total }
            let finished = state
            state.onCompletion = []
            state.onFailure = []
            state.waiting = []
            return finished
        }
        switch outcome {
        case .succeeded(let value):
            for waiting in state.waiting { waiting.resume(returning: value) }
            for handler in state.onCompletion { handler(value) }
        case .failed(let error):
            for waiting in state.waiting { waiting.resume(throwing: error) }
            for handler in state.onFailure { handler(error) }
        }
    }
}

/// What long work is handed to say how far it has come, and to learn that it is asked to stop.
public struct JobReporter: Sendable {
    private let update: @Sendable (JobProgress) -> Void
    private let stopping: @Sendable () -> Bool

    init(_ update: @escaping @Sendable (JobProgress) -> Void, stopping: @escaping @Sendable () -> Bool) {
        self.update = update
        self.stopping = stopping
    }

    public func report(_ progress: JobProgress) {
        update(progress)
    }

    /// Throws `CancellationError` once the job was asked to stop (``Job/stop()``), wherever the work runs.
    public func checkStopping() throws {
        if stopping() { throw CancellationError() }
    }
}
