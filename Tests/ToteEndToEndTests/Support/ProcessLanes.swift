import Dispatch

/// Runs blocking work, such as waiting for a process, off the cooperative pool, and waits for it without holding a
/// thread of the pool: a pool with every thread waiting for processes runs no other test's tasks. At most two such
/// works run at once, as when the pool's two threads ran them: Foundation's `Process` fails when many start at once.
enum ProcessLanes {
    private static let queue = DispatchQueue(label: "Tote end-to-end processes", attributes: .concurrent)
    private static let lanes = DispatchSemaphore(value: 2)

    static func run<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                lanes.wait()
                defer { lanes.signal() }
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
