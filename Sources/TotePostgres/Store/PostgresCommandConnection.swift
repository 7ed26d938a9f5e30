import Logging
import PostgresNIO
import Synchronization

/// The one connection a command of the command line makes to a database, for every store it opens there: to ask
/// whether the database holds Tote's tables, to migrate it, and to work in it. It connects at the first call, and
/// again after the database closed it. Calls take turns on it; a call made by a task that already holds it (a read
/// inside a write's closure) gets a connection of its own for its length instead of waiting for itself.
public final class PostgresCommandConnection: Sendable {
    let url: PostgresURL
    private let logger: Logger
    private let current = Mutex<PostgresConnection?>(nil)
    private let turns = Turns()

    /// The connection held by the task, and the tasks it starts.
    @TaskLocal private static var held: ObjectIdentifier?

    public init(_ url: PostgresURL, logger: Logger = Logger(label: "tote.postgres")) {
        self.url = url
        self.logger = logger
    }

    /// Runs `body` with the connection once it is this call's turn.
    func lend<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        if Self.held == ObjectIdentifier(self) { return try await lendAnother(body) }
        await turns.take()
        do {
            let connection = try await open()
            let value = try await Self.$held.withValue(ObjectIdentifier(self)) { try await body(connection) }
            await turns.give()
            return value
        } catch {
            await turns.give()
            throw error
        }
    }

    /// A connection still open when the last store let go of it is closed then (the command ended).
    deinit {
        if let connection = current.withLock({ $0.take() }) { Task { try? await connection.close() } }
    }

    /// Closes the connection; a later call connects again.
    public func close() async {
        try? await current.withLock { $0.take() }?.close()
    }

    /// The connection, made now when there is none or the database closed it; only the call whose turn it is asks.
    private func open() async throws -> PostgresConnection {
        if let connection = current.withLock({ $0 }), !connection.isClosed { return connection }
        let connection = try await PostgresStore.connect(url, within: .seconds(5), logger: logger)
        current.withLock { $0 = connection }
        return connection
    }

    private func lendAnother<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let another = try await PostgresStore.connect(url, within: .seconds(5), logger: logger)
        do {
            let value = try await body(another)
            try? await another.close()
            return value
        } catch {
            try? await another.close()
            throw error
        }
    }
}

/// Turns on one connection, given in the order they were asked for.
private actor Turns {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { isTaken = false } else { waiting.removeFirst().resume() }
    }
}
