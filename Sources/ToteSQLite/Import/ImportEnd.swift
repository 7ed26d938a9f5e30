import Synchronization

/// The end of an import this process runs, which writes into its inventory wait for, each for as long as the import's
/// `patience` at most.
final class ImportEnd: Sendable {
    private struct State {
        var ended = false
        var nextTicket = 0
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        /// Tickets let go before they began to wait.
        var letGo: Set<Int> = []
    }

    let patience: Duration
    private let state = Mutex(State())

    init(patience: Duration) {
        self.patience = patience
    }

    /// How many writes wait for the import now.
    var waitingCount: Int { state.withLock { state in state.waiting.count } }

    /// Lets every write waiting for the import go, and every later one pass.
    func end() {
        let waiting = state.withLock { state in
            state.ended = true
            defer { state.waiting = [:] }
            return state.waiting
        }
        for continuation in waiting.values { continuation.resume() }
    }

    /// Returns once the import has ended, or once `patience` has passed.
    func wait() async {
        let ticket = state.withLock { state in
            defer { state.nextTicket += 1 }
            return state.nextTicket
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.untilEnded(ticket) }
            group.addTask { try? await Task.sleep(for: self.patience) }
            await group.next()
            group.cancelAll()
            letGo(ticket)
        }
    }

    private func untilEnded(_ ticket: Int) async {
        await withCheckedContinuation { continuation in
            let now = state.withLock { state in
                guard !state.ended, state.letGo.remove(ticket) == nil else { return true }
                state.waiting[ticket] = continuation
                return false
            }
            if now { continuation.resume() }
        }
    }

    private func letGo(_ ticket: Int) {
        let waiting = state.withLock { state in
            guard let waiting = state.waiting.removeValue(forKey: ticket) else {
                if !state.ended { state.letGo.insert(ticket) }
                return nil as CheckedContinuation<Void, Never>?
            }
            return waiting
        }
        waiting?.resume()
    }
}
