import Foundation
import ToteApplication
import ToteDomain

/// Shared jobs kept in memory, for tests of servers that share them: hand one to several ``JobBoard``s as if they
/// were servers on one database.
public actor InMemorySharedJobs: SharedJobs {
    private var records: [UUID: (inventory: InventoryID, status: JobStatus, file: SharedJobFile?, at: Date)] = [:]
    private var files: [UUID: Data] = [:]
    private var isUnavailable = false
    private let clock: any TimeSource
    public nonisolated let runsOnOneServer: Bool

    /// Jobs of servers sharing a store, or (`runsOnOneServer`) of the one server a store has; `clock` says when each
    /// record is kept.
    public init(runsOnOneServer: Bool = false, clock: any TimeSource = SteppingClock()) {
        self.runsOnOneServer = runsOnOneServer
        self.clock = clock
    }

    /// Makes every later record fail as a database that cannot be reached does, or work again.
    public func makeUnavailable(_ unavailable: Bool) {
        isUnavailable = unavailable
    }

    public func record(_ status: JobStatus, in inventory: InventoryID, file: SharedJobFile?) throws {
        guard !isUnavailable else { throw StoreError.unavailable(reason: "the test made it so") }
        records[status.id] = (inventory, status, file ?? records[status.id]?.file, clock.now())
    }

    public func status(of id: UUID, in inventory: InventoryID) -> SharedJobRecord? {
        guard let record = records[id], record.inventory == inventory else { return nil }
        return SharedJobRecord(status: record.status, file: record.file, heardAt: record.at)
    }

    public func keepFile(of id: UUID, from url: URL) throws {
        files[id] = try Data(contentsOf: url)
    }

    public func copyFile(of id: UUID, in inventory: InventoryID, to url: URL) throws -> SharedJobFile? {
        guard let file = status(of: id, in: inventory)?.file, let data = files[id] else { return nil }
        try data.write(to: url)
        return file
    }
}
