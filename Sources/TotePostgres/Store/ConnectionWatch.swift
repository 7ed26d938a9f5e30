import PostgresNIO
import Synchronization
import ToteApplication

/// The statements of one connection still waiting for their answers, failed as unavailable once it closes: a
/// statement sent on a connection the database just closed (shutting down, restarting) would otherwise wait forever.
/// Each connection tells its close to one watch, through one callback registered at its first statement, so the
/// statements it runs in its life leave nothing behind on it.
final class ConnectionWatch: Sendable {
    private let state = Mutex(State())

    private struct State {
        var closed = false
        var nextTicket = 0
        var waiting: [Int: @Sendable (any Error) -> Void] = [:]
    }

    /// The watch of every open connection that ran a statement, by the connection's identity; a connection's watch
    /// leaves when it closes.
    private static let watches = Mutex<[ObjectIdentifier: ConnectionWatch]>([:])

    /// How long a statement's answer may still arrive once its connection closed.
    private static let answerAfterClose = Duration.milliseconds(200)

    /// Runs `statement` on `connection`, or throws ``StoreError/unavailable`` once the connection closes without its
    /// answer.
    static func answer<T: Sendable>(
        on connection: PostgresConnection, _ statement: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard !connection.isClosed else { throw closed }
        let watch = of(connection)
        return try await withCheckedThrowingContinuation { continuation in
            let answer = FirstAnswer(continuation)
            guard let ticket = watch.wait({ answer.give(.failure($0)) }) else {
                answer.give(.failure(closed))
                return
            }
            Task {
                let result: Result<T, any Error>
                do { result = .success(try await statement()) } catch { result = .failure(error) }
                watch.stopWaiting(ticket)
                answer.give(result)
            }
        }
    }

    private static let closed = StoreError.unavailable(reason: "the connection to the database closed")

    private static func of(_ connection: PostgresConnection) -> ConnectionWatch {
        let key = ObjectIdentifier(connection)
        let (watch, isNew) = watches.withLock { watches in
            if let watch = watches[key] { return (watch, false) }
            let watch = ConnectionWatch()
            watches[key] = watch
            return (watch, true)
        }
        if isNew {
            connection.closeFuture.whenComplete { _ in
                _ = watches.withLock { $0.removeValue(forKey: key) }
                Task { await watch.close() }
            }
        }
        return watch
    }

    /// How many statements of `connection` wait for their answers; nil when no watch follows it (it ran none, or
    /// it closed).
    static func waiting(on connection: PostgresConnection) -> Int? {
        watches.withLock { $0[ObjectIdentifier(connection)] }?.state.withLock { $0.waiting.count }
    }

    /// Counts `fail` among the waiting; nil when the connection closed already.
    private func wait(_ fail: @escaping @Sendable (any Error) -> Void) -> Int? {
        state.withLock { state in
            guard !state.closed else { return nil }
            state.nextTicket += 1
            state.waiting[state.nextTicket] = fail
            return state.nextTicket
        }
    }

    private func stopWaiting(_ ticket: Int) {
        _ = state.withLock { $0.waiting.removeValue(forKey: ticket) }
    }

    /// Refuses statements from now on, and fails those still waiting once their answers had a moment to arrive.
    private func close() async {
        state.withLock { $0.closed = true }
        try? await Task.sleep(for: Self.answerAfterClose)
        let waiting = state.withLock { state in
            let waiting = state.waiting
            state.waiting = [:]
            return waiting
        }
        for fail in waiting.values { fail(Self.closed) }
    }
}

/// Resumes a continuation with the first answer given it; later ones are dropped.
private final class FirstAnswer<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

    init(_ continuation: CheckedContinuation<T, any Error>) {
        self.continuation.withLock { $0 = continuation }
    }

    func give(_ result: Result<T, any Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}
