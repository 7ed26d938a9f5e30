import Foundation
import Synchronization

/// Runs blocking work, such as waiting for a process, on a thread of its own, and waits for it without holding a
/// thread of the cooperative pool: a pool with every thread waiting for processes runs no other test's tasks.
enum OwnThread {
    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.name = "Tote end-to-end process"
            thread.start()
        }
    }
}
