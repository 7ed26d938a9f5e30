import Foundation
import GRDB
import ToteApplication

/// The mark an import into an empty inventory keeps while it commits in batches. Everyone else's writes in the
/// inventory are refused until the mark goes, so the inventory holds only what the import wrote, and an import that
/// fails can remove all of it without taking anyone's change with it. The import renews the mark's heartbeat with
/// each batch; a heartbeat older than ``stoppedAfter`` belongs to an import that stopped without ending (its process
/// ended, say), whose rows the next import into the inventory removes before it starts.
enum InventoryFilling {
    /// Far longer than a batch takes, its wait for other processes' writes included.
    static let stoppedAfter: TimeInterval = 60

    /// Throws ``StoreError/filling(stopped:)`` when an import is filling the inventory, or stopped while it did.
    static func refuseWrites(in scope: InventoryScope, _ db: Database) throws {
        guard let heartbeat = try heartbeat(of: scope, db) else { return }
        throw StoreError.filling(stopped: isStopped(heartbeat))
    }

    /// When the import filling the inventory last committed a batch; nil when none is.
    static func heartbeat(of scope: InventoryScope, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(
            db, sql: "SELECT heartbeat FROM inventory_filling WHERE inventory_id = ?",
            arguments: [scope.id.description])
    }

    static func isStopped(_ heartbeat: Int64) -> Bool {
        Double(heartbeat) < Date().timeIntervalSince1970 - stoppedAfter
    }

    /// Marks the inventory as filled by an import from now on.
    static func mark(_ scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO inventory_filling (inventory_id, heartbeat) VALUES (?, ?)",
            arguments: [scope.id.description, now])
    }

    /// Renews the heartbeat, inside the batch's transaction; throws when another import has taken the mark since
    /// (this one's heartbeat having stopped for longer than ``stoppedAfter``), so that this one ends.
    static func beat(_ scope: InventoryScope, since heartbeat: inout Int64, _ db: Database) throws {
        let renewed = now
        try db.execute(
            sql: "UPDATE inventory_filling SET heartbeat = ? WHERE inventory_id = ? AND heartbeat = ?",
            arguments: [renewed, scope.id.description, heartbeat])
        guard db.changesCount == 1 else { throw StoreError.filling(stopped: true) }
        heartbeat = renewed
    }

    static func unmark(_ scope: InventoryScope, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM inventory_filling WHERE inventory_id = ?", arguments: [scope.id.description])
    }

    private static var now: Int64 { Int64(Date().timeIntervalSince1970) }
}

extension DatabasePool {
    /// `writing`, for a change in the inventory of `scope`: refused with ``StoreError/filling(stopped:)`` while an
    /// import fills it.
    func writing<T: Sendable>(in scope: InventoryScope, _ updates: @Sendable (Database) throws -> T) async throws -> T {
        try await writing { db in
            try InventoryFilling.refuseWrites(in: scope, db)
            return try updates(db)
        }
    }
}
