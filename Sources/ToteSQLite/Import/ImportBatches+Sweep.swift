import GRDB

extension ImportBatches {
    /// How many rows one batch of a sweep deletes.
    static let rowsPerSweep = 1_000

    /// What removes an inventory's rows, a batch at a time, in the order ``GRDBImportSession/clear()`` deletes them:
    /// each takes the first rows left. A box's deletion first unpacks the boxes packed in the ones it deletes.
    private static let sweeps = [
        ["DELETE FROM photo WHERE rowid IN (SELECT rowid FROM photo WHERE inventory_id = ?1 LIMIT ?2)"],
        ["DELETE FROM removal WHERE rowid IN (SELECT rowid FROM removal WHERE inventory_id = ?1 LIMIT ?2)"],
        ["DELETE FROM item WHERE rowid IN (SELECT rowid FROM item WHERE inventory_id = ?1 ORDER BY number LIMIT ?2)"],
        [
            """
            UPDATE box SET container_id = NULL WHERE container_id IS NOT NULL
                AND container_id IN (SELECT id FROM box WHERE inventory_id = ?1 ORDER BY number LIMIT ?2)
            """,
            "DELETE FROM box WHERE rowid IN (SELECT rowid FROM box WHERE inventory_id = ?1 ORDER BY number LIMIT ?2)",
        ],
        ["DELETE FROM event WHERE rowid IN (SELECT rowid FROM event WHERE inventory_id = ?1 LIMIT ?2)"],
    ]

    /// Removes every box, item, photo, removal and event of the inventory, in batches, and starts its counters again;
    /// with the mark too when `unmarking`. Called outside a transaction, holding the inventory's ``ImportLease``: by
    /// an import that failed, by one that found what a stopped import left, or when the store opens. Nobody else
    /// writes the inventory meanwhile, so all of it is the import's.
    func sweep(unmarking: Bool) throws {
        let arguments: StatementArguments = [scope.id.description, Self.rowsPerSweep]
        for sweep in Self.sweeps { try repeatUntilDone(sweep, arguments) }
        try db.inTransaction(.immediate) {
            try GRDBImportSession(db: db, scope: scope).clear()
            if unmarking { try InventoryFilling.unmark(scope, db) }
            return .commit
        }
    }

    /// Runs `statements` in a transaction of their own, letting the writes that wait go after each, until the last
    /// of them changes nothing: each changes at most ``rowsPerSweep`` rows, so none holds the store for long.
    func repeatUntilDone(_ statements: [String], _ arguments: StatementArguments) throws {
        try repeatUntilDone { db in
            for statement in statements { try db.execute(sql: statement, arguments: arguments) }
            return db.changesCount > 0
        }
    }

    /// Runs `batch` in a transaction of its own, letting the writes that wait go after each, until it returns false:
    /// it found nothing left to do.
    func repeatUntilDone(_ batch: (Database) throws -> Bool) throws {
        var more = true
        repeat {
            try db.inTransaction(.immediate) {
                more = try batch(db)
                return .commit
            }
            letWaitingWritesGo()
        } while more
    }
}
