import Synchronization
import Testing

@testable import ToteHTTP

@Suite("The gate photos pass through")
struct IntakeGateTests {
    /// How many tasks are inside, the most there ever were, and how many went through.
    final class Tally: Sendable {
        private let counts = Mutex((running: 0, most: 0, done: 0))

        func enter() {
            counts.withLock {
                $0.running += 1
                $0.most = max($0.most, $0.running)
            }
        }
        func leave() {
            counts.withLock {
                $0.running -= 1
                $0.done += 1
            }
        }
        var most: Int { counts.withLock { $0.most } }
        var done: Int { counts.withLock { $0.done } }
    }

    @Test("Of forty tasks arriving at once, never more than the gate's slots run, and every one runs")
    func boundsConcurrency() async throws {
        let gate = IntakeGate(slots: 2)
        let tally = Tally()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    try await gate.passing {
                        tally.enter()
                        try await Task.sleep(for: .milliseconds(2))
                        tally.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(tally.most == 2)
        #expect(tally.done == 40)
    }

    @Test("A task that fails gives its place to the next")
    func failureLeaves() async throws {
        struct Refused: Error {}
        let gate = IntakeGate(slots: 1)
        await #expect(throws: Refused.self) { try await gate.passing { throw Refused() } }
        #expect(try await gate.passing { 7 } == 7)
    }
}
