import GRDB
import ToteApplication

/// The mark an import keeps while it commits in batches. Everyone else's writes in the inventory are refused until
/// the mark goes, so whatever changed there since the mark is the import's, and an import that fails can undo all of
/// it without taking anyone's change with it: remove everything, when the inventory was empty, or undo what an
/// ``ImportUndo``, kept on the mark, says. The import holds the inventory's ``ImportLease`` as long as it runs: a
/// marked inventory whose lease nobody holds was left by an import that stopped (its process ended), and what it left
/// is undone when the store is next opened, by the next import or write into it, or by a server's look now and then.
enum InventoryFilling {
    /// Throws ``StoreError/filling(stopped:)`` when an import is filling the inventory, or stopped while it did.
    static func refuseWrites(in scope: InventoryScope, of path: String, _ db: Database) throws {
        guard try isMarked(scope, db) else { return }
        throw StoreError.filling(stopped: !(try ImportLease.isHeld(store: path, inventory: scope)))
    }

    static func isMarked(_ scope: InventoryScope, _ db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM inventory_filling WHERE inventory_id = ?)",
            arguments: [scope.id.description]) ?? false
    }

    /// The inventories marked as being filled.
    static func marked(_ db: Database) throws -> [InventoryScope] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT inventory.id, inventory.key FROM inventory_filling
                JOIN inventory ON inventory.id = inventory_filling.inventory_id
                """
        ).map { row in InventoryScope(id: try row.entityID("id"), key: row["key"]) }
    }

    static func mark(_ scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO inventory_filling (inventory_id) VALUES (?)", arguments: [scope.id.description])
    }

    static func unmark(_ scope: InventoryScope, _ db: Database) throws {
        try db.execute(sql: "DELETE FROM inventory_filling WHERE inventory_id = ?", arguments: [scope.id.description])
    }
}

extension DatabasePool {
    /// `writing`, for a change in the inventory of `scope`: waits for an import of this process there to end
    /// (``RunningImports``), and is refused with ``StoreError/filling(stopped:)`` while an import fills it still. What
    /// an import left when its process ended (a kill, a crash, a second Ctrl-C) is undone first, as the store's next
    /// opening would, so a server running beside that process does not refuse the inventory's writes until restarted.
    func writing<T: Sendable>(in scope: InventoryScope, _ updates: @Sendable (Database) throws -> T) async throws -> T {
        await RunningImports.waitForEnd(of: scope, in: path)
        do {
            return try await writingUnlessFilled(scope, updates)
        } catch StoreError.filling(let stopped) {
            // The mark is a stopped import's, to undo here; or that of an import, or an undo, of this process that
            // began after the wait above, to wait for as for any; another process's import refuses the write again.
            if stopped { try await undoStoppedImport(in: scope) }
            await RunningImports.waitForEnd(of: scope, in: path)
            return try await writingUnlessFilled(scope, updates)
        }
    }

    private func writingUnlessFilled<T: Sendable>(
        _ scope: InventoryScope, _ updates: @Sendable (Database) throws -> T
    ) async throws -> T {
        try await writing { [path] db in
            try InventoryFilling.refuseWrites(in: scope, of: path, db)
            return try updates(db)
        }
    }

    /// Undoes what a stopped import left in the inventory, heard by this process's other writes there as an import
    /// of its own; unless another process's import or undo, or an undo of this process, holds the inventory's lease.
    func undoStoppedImport(in scope: InventoryScope) async throws {
        try await RunningImports.running(into: scope, of: path, patience: SQLiteStore.busyTimeout) {
            guard let lease = try ImportLease(store: path, inventory: scope) else { return }
            defer { withExtendedLifetime(lease) {} }
            try await ImportFilling.undoStopped(in: scope, of: self)
        }
    }
}
