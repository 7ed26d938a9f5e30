import Dispatch
import Synchronization
import ToteApplication

/// The lines of an import's file, counted as they are handed: the line numbered `pausingAt` waits until let go, and
/// the one numbered `failingAt` throws instead.
final class LinePause: Sendable {
    private enum Pause {
        case ahead
        case awaited(CheckedContinuation<Void, Never>)
        case reached
    }

    let count: Int
    let pausingAt: Int
    let failingAt: Int?
    let resume = DispatchSemaphore(value: 0)
    private let handed = Mutex(0)
    private let pause = Mutex(Pause.ahead)

    init(count: Int, pausingAt: Int, failingAt: Int?) {
        self.count = count
        self.pausingAt = pausingAt
        self.failingAt = failingAt
    }

    /// The number of the next line, once it may be handed; nil past the last.
    func next() throws -> Int? {
        let line = handed.withLock { handed in
            handed += 1
            return handed
        }
        guard line <= count else { return nil }
        if line == pausingAt {
            let awaiting = pause.withLock { pause in
                defer { pause = .reached }
                guard case .awaited(let continuation) = pause else {
                    return nil as CheckedContinuation<Void, Never>?
                }
                return continuation
            }
            awaiting?.resume()
            resume.wait()
        }
        if line == failingAt { throw ImportError(line: line, "the row cannot be read") }
        return line
    }

    /// Returns once the import of `job` has asked for the line it pauses at, or has ended without reaching it (which
    /// the test then finds), holding no thread meanwhile.
    func untilPaused<Value>(_ job: Job<Value>) async {
        Task {
            _ = try? await job.value()
            stopWaiting()
        }
        await untilPaused()
    }

    /// Lets go whoever waits for the pause, which will not come.
    private func stopWaiting() {
        let awaiting = pause.withLock { pause in
            defer { pause = .reached }
            guard case .awaited(let continuation) = pause else { return nil as CheckedContinuation<Void, Never>? }
            return continuation
        }
        awaiting?.resume()
    }

    private func untilPaused() async {
        await withCheckedContinuation { continuation in
            let reached = pause.withLock { pause in
                guard case .reached = pause else {
                    pause = .awaited(continuation)
                    return false
                }
                return true
            }
            if reached { continuation.resume() }
        }
    }
}
