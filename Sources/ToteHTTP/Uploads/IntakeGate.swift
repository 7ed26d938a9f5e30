/// Lets a fixed number of tasks through at a time; the others wait, in the order they came, without holding a thread.
actor IntakeGate {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(slots: Int) {
        free = slots
    }

    func enter() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Runs `body` once it is let through, and lets the next in when it ends.
    func passing<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        await enter()
        do {
            let result = try await body()
            leave()
            return result
        } catch {
            leave()
            throw error
        }
    }
}
