import Foundation
import Synchronization

/// Lets synchronous code on a thread of its own wait for statements on a transaction's connection.
///
/// An import's session is synchronous (the SQLite store runs it inside its write transaction); here it runs on a
/// dedicated thread, never one of the cooperative pool's, and each of its calls blocks that thread while a task
/// runs the statement. The transaction's own task is suspended meanwhile, so the connection has one user at a time.
struct BlockingBridge: Sendable {
    let sql: SQL

    func run<T: Sendable>(_ work: @escaping @Sendable (SQL) async throws -> T) throws -> T {
        let outcome = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task { [sql] in
            let result: Result<T, any Error>
            do {
                result = .success(try await work(sql))
            } catch {
                result = .failure(error)
            }
            outcome.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        guard let result = outcome.withLock({ $0 }) else {
            preconditionFailure("a bridged statement ended without its result")
        }
        return try result.get()
    }

    /// Runs `body` on a thread of its own and waits for it without holding a thread of the cooperative pool.
    /// The thread lets go of `body` before it answers, so a caller may lend it a closure that must not escape.
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        let lent = LentWork(body)
        return try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: lent.run()) }
            thread.name = "Tote import"
            thread.start()
        }
    }
}

/// Work handed to another thread, which takes it out to run it, so that nothing holds it once it has run.
private final class LentWork<T: Sendable>: Sendable {
    private let work: Mutex<(@Sendable () throws -> T)?>

    init(_ work: @escaping @Sendable () throws -> T) {
        self.work = Mutex(work)
    }

    func run() -> Result<T, any Error> {
        guard let work = work.withLock({ $0.take() }) else {
            preconditionFailure("lent work runs once")
        }
        return Result { try work() }
    }
}
