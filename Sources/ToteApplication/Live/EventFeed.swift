import ToteDomain

/// A committed event with the inventory it belongs to.
public struct FeedEntry: Hashable, Sendable {
    public let inventory: InventoryID
    public let entry: HistoryEntry

    public init(inventory: InventoryID, entry: HistoryEntry) {
        self.inventory = inventory
        self.entry = entry
    }
}

/// The committed events of every inventory of a store, in the order of their sequence.
public protocol EventFeed: Sendable {
    /// Entries with a sequence above `sequence`, oldest first, at most `limit` of them.
    func entries(after sequence: Int64, limit: Int) async throws -> [FeedEntry]
    /// The sequence of the newest event, 0 when there is none.
    func latestSequence() async throws -> Int64
}

/// A feed that is told the moment any process commits events, so that its readers need not wait for their next poll.
public protocol CommitSignal: Sendable {
    /// Calls `heard` each time any process has committed events, until the task is cancelled; returns or throws
    /// once the signal is lost, as when the database restarts: the reader polls meanwhile and listens again.
    func listen(_ heard: @escaping @Sendable () -> Void) async throws
}
