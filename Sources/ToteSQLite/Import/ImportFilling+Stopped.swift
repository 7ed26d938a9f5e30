import GRDB
import ToteApplication

extension ImportFilling {
    /// Undoes what stopped imports left: in each inventory marked as being filled whose lease nobody holds, every box,
    /// item and event, or where the inventory held something before, what the import changed (``ImportUndo``); then
    /// the mark. The store does this when it opens, so that a server restarted after a crash shows none of an import it
    /// reports as interrupted.
    static func sweepStopped(in pool: DatabasePool) throws {
        let marked = try pool.read(InventoryFilling.marked)
        for scope in marked {
            guard let lease = try ImportLease(store: pool.path, inventory: scope) else { continue }
            try withExtendedLifetime(lease) {
                try onConnection(to: pool) { db in try undoMarked(scope, of: pool, db) }
            }
        }
        // What an import that cleared its inventory and ended left on the shelf, when it stopped before emptying it.
        for scope in try pool.read(ImportShelf.shelved) where !marked.contains(where: { $0.id == scope.id }) {
            guard let lease = try ImportLease(store: pool.path, inventory: scope) else { continue }
            try withExtendedLifetime(lease) {
                try onConnection(to: pool) { db in
                    try inBatches(in: scope, of: pool, db) { batches, _ in
                        guard try !InventoryFilling.isMarked(scope, batches.db) else { return }
                        try ImportShelf(scope: scope).forget(batches)
                    }
                }
            }
        }
    }

    /// Undoes what a stopped import left in the inventory of `scope`, holding its lease, on a connection of its own
    /// whose queue does the work, so that a long undo holds no thread of the caller's.
    static func undoStopped(in scope: InventoryScope, of pool: DatabasePool) async throws {
        let connection = try connection(to: pool)
        defer { try? connection.close() }
        try await StoreError.toldInWords {
            try await connection.writeWithoutTransaction { db in try undoMarked(scope, of: pool, db) }
        }
    }

    private static func undoMarked(_ scope: InventoryScope, of pool: DatabasePool, _ db: Database) throws {
        try inBatches(in: scope, of: pool, db) { batches, synchronous in
            // An import that ended between the two looks has removed its mark.
            guard try InventoryFilling.isMarked(scope, batches.db) else { return }
            try undo(try ImportUndo.kept(scope, batches.db), batches, synchronous: synchronous)
        }
    }

    private static func onConnection(to pool: DatabasePool, _ work: (Database) throws -> Void) throws {
        let connection = try connection(to: pool)
        defer { try? connection.close() }
        try connection.writeWithoutTransaction(work)
    }

    /// Runs `work` on `db` in batches of a row each, told the store's durability, which is the pool writer's.
    private static func inBatches(
        in scope: InventoryScope, of pool: DatabasePool, _ db: Database, _ work: (ImportBatches, Int) throws -> Void
    ) throws {
        let synchronous = try pool.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA synchronous") } ?? 2
        try work(ImportBatches(db: db, pool: pool, scope: scope, writesPerBatch: 1, longest: .zero), synchronous)
    }
}
