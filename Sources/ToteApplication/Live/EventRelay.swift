import ToteDomain

/// Follows a store's ``EventFeed`` and hands each committed event to the subscribers of its inventory.
///
/// It reads what was committed, so subscribers see changes made by any process writing the same store,
/// and never an event whose change was rolled back. As the server's ``DomainEventPublisher`` it takes a commit in
/// this process as the cue to read the feed now instead of at the next poll: the events themselves come from the
/// feed, in the order the store committed them.
public actor EventRelay: DomainEventPublisher {
    /// How many entries one read of the feed returns at most.
    static let batchSize = 500

    private let feed: any EventFeed
    private let pollInterval: Duration
    private var cursor: Int64?
    private var subscribers: [Int: Subscriber] = [:]
    private var nextToken = 0
    private var wakeUp: AsyncStream<Void>.Continuation?
    private var isClosed = false

    public init(feed: any EventFeed, pollInterval: Duration = .milliseconds(500)) {
        self.feed = feed
        self.pollInterval = pollInterval
    }

    public func publishCommitted(_ events: [DomainEvent], in inventory: InventoryID) {
        wakeUp?.yield()
    }

    /// Events of `inventory` committed after `sequence` (or from now on, when nil), oldest first.
    /// The stream ends when the subscriber stops iterating it.
    public func subscribe(to inventory: InventoryID, after sequence: Int64?) async throws -> AsyncStream<HistoryEntry> {
        let start = try await startingPoint(after: sequence)
        let (stream, continuation) = AsyncStream.makeStream(
            of: HistoryEntry.self, bufferingPolicy: .bufferingNewest(1_000))
        let token = nextToken
        nextToken += 1
        subscribers[token] = Subscriber(
            inventory: inventory, continuation: continuation, cursor: start, replaying: true)
        continuation.onTermination = { _ in Task { await self.unsubscribe(token) } }
        try await replay(token, inventory: inventory, after: start)
        if isClosed { close() }
        return stream
    }

    public var subscriberCount: Int { subscribers.count }

    /// Ends every subscription after what it was already sent; later subscriptions end at once.
    public func close() {
        isClosed = true
        for subscriber in subscribers.values { subscriber.continuation.finish() }
        subscribers = [:]
    }

    /// Reads the feed until cancelled: right after a publish in this process or, where the feed signals commits,
    /// in any other; else every poll interval. A read that fails (the database restarting) is made again at the next
    /// cue, and what was committed meanwhile is handed out then, in order.
    public func run() async throws {
        let (wakeUps, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        wakeUp = continuation
        defer { continuation.finish() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [pollInterval] in
                while !Task.isCancelled {
                    try await Task.sleep(for: pollInterval)
                    continuation.yield()
                }
            }
            if let signal = feed as? any CommitSignal {
                group.addTask { [pollInterval] in
                    while !Task.isCancelled {
                        try? await signal.listen { continuation.yield() }
                        try await Task.sleep(for: pollInterval)
                    }
                }
            }
            try await pollSurvivingFailure()
            for await _ in wakeUps {
                try Task.checkCancellation()
                try await pollSurvivingFailure()
            }
            group.cancelAll()
        }
    }

    private func pollSurvivingFailure() async throws {
        do {
            try await poll()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            failedReads += 1
        }
    }

    /// How many reads of the feed failed, each made again at the next cue.
    public private(set) var failedReads = 0

    /// Hands out everything committed since the last read.
    public func poll() async throws {
        var position = try await startingPoint(after: cursor)
        while true {
            let batch = try await feed.entries(after: position, limit: Self.batchSize)
            for entry in batch { deliver(entry) }
            position = batch.last?.entry.sequence ?? position
            cursor = position
            if batch.count < Self.batchSize { return }
        }
    }

    private func startingPoint(after sequence: Int64?) async throws -> Int64 {
        if let sequence { return sequence }
        if let cursor { return cursor }
        let latest = try await feed.latestSequence()
        cursor = latest
        return latest
    }

    /// Sends a new subscriber what it missed, while holding back live entries that arrive meanwhile.
    private func replay(_ token: Int, inventory: InventoryID, after start: Int64) async throws {
        var position = start
        while subscribers[token] != nil {
            let batch = try await feed.entries(after: position, limit: Self.batchSize)
            for entry in batch where entry.inventory == inventory { subscribers[token]?.send(entry.entry) }
            position = batch.last?.entry.sequence ?? position
            if batch.count < Self.batchSize { break }
        }
        subscribers[token]?.finishReplay()
    }

    private func deliver(_ entry: FeedEntry) {
        for token in subscribers.keys where subscribers[token]?.inventory == entry.inventory {
            subscribers[token]?.receiveLive(entry.entry)
        }
    }

    private func unsubscribe(_ token: Int) {
        subscribers[token] = nil
    }
}

/// One subscription: sends entries once each, in sequence order.
private struct Subscriber {
    let inventory: InventoryID
    let continuation: AsyncStream<HistoryEntry>.Continuation
    var cursor: Int64
    var replaying: Bool
    var heldBack: [HistoryEntry] = []

    mutating func receiveLive(_ entry: HistoryEntry) {
        if replaying { heldBack.append(entry) } else { send(entry) }
    }

    mutating func send(_ entry: HistoryEntry) {
        guard entry.sequence > cursor else { return }
        continuation.yield(entry)
        cursor = entry.sequence
    }

    mutating func finishReplay() {
        replaying = false
        for entry in heldBack { send(entry) }
        heldBack = []
    }
}
