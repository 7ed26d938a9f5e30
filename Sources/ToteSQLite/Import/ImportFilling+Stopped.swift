import GRDB

extension ImportFilling {
    /// Removes what stopped imports left: every box, item and event of each inventory marked as being filled whose
    /// lease nobody holds, and the mark. The store does this when it opens, so that a server restarted after a crash
    /// shows none of an import it reports as interrupted.
    static func sweepStopped(in pool: DatabasePool) throws {
        let marked = try pool.read(InventoryFilling.marked)
        guard !marked.isEmpty else { return }
        let connection = try connection(to: pool)
        defer { try? connection.close() }
        for scope in marked {
            guard let lease = try ImportLease(store: pool.path, inventory: scope) else { continue }
            try withExtendedLifetime(lease) {
                try connection.writeWithoutTransaction { db in
                    // An import that ended between the two looks has removed its mark.
                    guard try InventoryFilling.isMarked(scope, db) else { return }
                    let batches = ImportBatches(db: db, pool: pool, scope: scope, writesPerBatch: 1, longest: .zero)
                    try batches.sweep(unmarking: true)
                }
            }
        }
    }
}
