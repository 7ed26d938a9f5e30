import ToteDomain

/// The committed events of a store, followed one inventory at a time.
///
/// Within one inventory, events become visible in the order of their sequence: an event never commits after one of
/// the same inventory with a higher sequence, so a reader that remembers the last sequence it read never steps over
/// one. Across inventories there is no such order (writes in different inventories do not wait for each other), so a
/// reader follows each inventory with a cursor of its own.
public protocol EventFeed: Sendable {
    /// Entries of `inventory` with a sequence above `sequence`, oldest first, at most `limit` of them.
    func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry]
    /// For each inventory of `cursors`, its entries with a sequence above its cursor, oldest first, at most `limit`
    /// of them: what ``entries(of:after:limit:)`` answers for each, read at once. An inventory with none is left out.
    func entries(after cursors: [InventoryID: Int64], limit: Int) async throws -> [InventoryID: [HistoryEntry]]
    /// The sequence of the newest event of `inventory`, 0 when it has none.
    func latestSequence(of inventory: InventoryID) async throws -> Int64
    /// The sequence of the newest event of any inventory, 0 when there is none: how many events were ever committed.
    func latestSequence() async throws -> Int64
}

extension EventFeed {
    /// Reads each inventory on its own: where a read costs no round trip, that is as good as one read.
    public func entries(after cursors: [InventoryID: Int64], limit: Int) async throws -> [InventoryID: [HistoryEntry]] {
        var read: [InventoryID: [HistoryEntry]] = [:]
        for (inventory, cursor) in cursors {
            let entries = try await entries(of: inventory, after: cursor, limit: limit)
            if !entries.isEmpty { read[inventory] = entries }
        }
        return read
    }
}

/// A feed that is told the moment any process commits events, so that its readers need not wait for their next poll.
public protocol CommitSignal: Sendable {
    /// Calls `heard` each time any process has committed events, with the inventory they belong to (nil when that is
    /// not known: anything may have changed), until the task is cancelled; returns or throws once the signal is lost,
    /// as when the database restarts: the reader polls meanwhile and listens again.
    func listen(_ heard: @escaping @Sendable (InventoryID?) -> Void) async throws
}
