import GRDB

extension ImportFilling {
    /// Undoes what stopped imports left: in each inventory marked as being filled whose lease nobody holds, every box,
    /// item and event, or where the inventory held something before, what the import changed (``ImportUndo``); then
    /// the mark. The store does this when it opens, so that a server restarted after a crash shows none of an import it
    /// reports as interrupted.
    static func sweepStopped(in pool: DatabasePool) throws {
        let marked = try pool.read(InventoryFilling.marked)
        for scope in marked {
            guard let lease = try ImportLease(store: pool.path, inventory: scope) else { continue }
            try withExtendedLifetime(lease) { try undoStopped(in: scope, of: pool) }
        }
    }

    /// Undoes what a stopped import left in the inventory of `scope`, holding its lease.
    static func undoStopped(in scope: InventoryScope, of pool: DatabasePool) throws {
        let connection = try connection(to: pool)
        defer { try? connection.close() }
        try connection.writeWithoutTransaction { db in
            // An import that ended between the two looks has removed its mark.
            guard try InventoryFilling.isMarked(scope, db) else { return }
            // The store's durability is the pool writer's.
            let synchronous = try pool.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA synchronous") } ?? 2
            let batches = ImportBatches(db: db, pool: pool, scope: scope, writesPerBatch: 1, longest: .zero)
            try undo(try ImportUndo.kept(scope, db), batches, synchronous: synchronous)
        }
    }
}
