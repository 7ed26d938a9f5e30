import ToteDomain

/// Follows a store's ``EventFeed`` and hands each committed event to the subscribers of its inventory.
///
/// It reads what was committed, so subscribers see changes made by any process writing the same store,
/// and never an event whose change was rolled back. It follows each inventory that has subscribers with a cursor of
/// its own, as the feed orders events only within an inventory. As the server's ``DomainEventPublisher`` it takes a
/// commit in this process as the cue to read that inventory now instead of at the next poll: the events themselves
/// come from the feed, in the order the store committed them.
public actor EventRelay: DomainEventPublisher {
    /// How many entries one read of the feed returns at most.
    static let batchSize = 500

    private let feed: any EventFeed
    private let pollInterval: Duration
    /// The inventories followed, each with the sequence of the last entry read.
    private var cursors: [InventoryID: Int64] = [:]
    /// The inventories to read at the next cue, or all of them.
    private var due = Due.all
    private var subscribers: [Int: Subscriber] = [:]
    private var nextToken = 0
    private var wakeUp: AsyncStream<Void>.Continuation?
    private var isClosed = false

    public init(feed: any EventFeed, pollInterval: Duration = .milliseconds(500)) {
        self.feed = feed
        self.pollInterval = pollInterval
    }

    public func publishCommitted(_ events: [DomainEvent], in inventory: InventoryID) {
        cue(inventory)
    }

    /// Marks `inventory` (every inventory, when nil) to be read at once.
    func cue(_ inventory: InventoryID?) {
        switch (due, inventory) {
        case (.all, _): break
        case (_, nil): due = .all
        case (.some(var inventories), let inventory?):
            inventories.insert(inventory)
            due = .some(inventories)
        }
        wakeUp?.yield()
    }

    /// Events of `inventory` committed after `sequence` (or from now on, when nil), oldest first.
    /// The stream ends when the subscriber stops iterating it.
    public func subscribe(to inventory: InventoryID, after sequence: Int64?) async throws -> AsyncStream<HistoryEntry> {
        let followed = try await follow(inventory)
        let start = sequence ?? followed
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
        cursors = [:]
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
                    await self.cue(nil)
                }
            }
            if let signal = feed as? any CommitSignal {
                group.addTask { [pollInterval] in
                    while !Task.isCancelled {
                        try? await signal.listen { inventory in Task { await self.cue(inventory) } }
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
            try await readDue()
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            failedReads += 1
            due = .all
        }
    }

    /// How many reads of the feed failed, each made again at the next cue.
    public private(set) var failedReads = 0

    /// Hands out everything committed since the last read, in every inventory followed.
    public func poll() async throws {
        due = .all
        try await readDue()
    }

    /// Hands out everything committed since the last read in the inventories cued: one read of the feed for all of
    /// them, then more of each that had more than one read returns.
    private func readDue() async throws {
        let inventories: [InventoryID] =
            switch due {
            case .all: Array(cursors.keys)
            case .some(let cued): cued.filter { cursors[$0] != nil }
            }
        due = .some([])
        guard !inventories.isEmpty else { return }
        let read = try await feed.entries(
            after: Dictionary(uniqueKeysWithValues: inventories.compactMap { id in cursors[id].map { (id, $0) } }),
            limit: Self.batchSize)
        for (inventory, batch) in read {
            hand(batch, of: inventory)
            if batch.count == Self.batchSize { try await self.read(inventory) }
        }
    }

    /// Hands out what `inventory` committed after its cursor.
    private func read(_ inventory: InventoryID) async throws {
        while let position = cursors[inventory] {
            let batch = try await feed.entries(of: inventory, after: position, limit: Self.batchSize)
            hand(batch, of: inventory)
            if batch.count < Self.batchSize { return }
        }
    }

    /// Hands a read batch to the inventory's subscribers, and moves its cursor past it.
    private func hand(_ batch: [HistoryEntry], of inventory: InventoryID) {
        for entry in batch { deliver(entry, of: inventory) }
        if let cursor = cursors[inventory], let last = batch.last?.sequence { cursors[inventory] = max(cursor, last) }
    }

    /// Starts following `inventory` from its newest event, unless it is followed already; answers its cursor.
    private func follow(_ inventory: InventoryID) async throws -> Int64 {
        if let cursor = cursors[inventory] { return cursor }
        let latest = try await feed.latestSequence(of: inventory)
        if let cursor = cursors[inventory] { return cursor }
        cursors[inventory] = latest
        return latest
    }

    /// Sends a new subscriber what it missed, while holding back live entries that arrive meanwhile.
    private func replay(_ token: Int, inventory: InventoryID, after start: Int64) async throws {
        var position = start
        while subscribers[token] != nil {
            let batch = try await feed.entries(of: inventory, after: position, limit: Self.batchSize)
            for entry in batch { subscribers[token]?.send(entry) }
            position = batch.last?.sequence ?? position
            if batch.count < Self.batchSize { break }
        }
        subscribers[token]?.finishReplay()
    }

    private func deliver(_ entry: HistoryEntry, of inventory: InventoryID) {
        for token in subscribers.keys where subscribers[token]?.inventory == inventory {
            subscribers[token]?.receiveLive(entry)
        }
    }

    /// Forgets a subscriber, and stops following its inventory when it was the last one there.
    private func unsubscribe(_ token: Int) {
        guard let inventory = subscribers.removeValue(forKey: token)?.inventory else { return }
        if !subscribers.values.contains(where: { $0.inventory == inventory }) { cursors[inventory] = nil }
    }
}

/// The inventories a relay reads at its next cue.
private enum Due {
    case all
    case some(Set<InventoryID>)
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
