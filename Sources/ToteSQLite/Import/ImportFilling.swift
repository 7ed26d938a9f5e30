import GRDB
import ToteApplication

/// An import committing in batches, holding the inventory's ``ImportLease`` and a connection of its own, both let go
/// when it ends: into an empty inventory, or, keeping an ``ImportUndo``, into one that holds something.
struct ImportFilling {
    let lease: ImportLease
    /// What undoes the import; nil when the inventory was empty, and a failed import removes everything.
    let undo: ImportUndo?
    /// The store's `PRAGMA synchronous`, which the last commit uses; the batches before it commit with `NORMAL`.
    let synchronous: Int

    func run<Result: Sendable>(
        _ body: @Sendable (any ImportSession) throws -> Result, pool: DatabasePool, scope: InventoryScope,
        writesPerBatch: Int, longestBatch: Duration
    ) async throws -> Result {
        let connection = try Self.connection(to: pool)
        defer { try? connection.close() }
        return try await StoreError.toldInWords {
            try await connection.writeWithoutTransaction { db in
                try GRDBImportRepository.prepare(db)
                try db.execute(sql: GRDBImportRepository.createSightings)
                let batches = ImportBatches(
                    db: db, pool: pool, scope: scope, writesPerBatch: writesPerBatch, longest: longestBatch)
                do {
                    try undo?.watch(db)
                    let result = try withExtendedLifetime(lease) {
                        try body(GRDBImportSession(db: db, scope: scope, batches: batches, shelf: shelf(scope)))
                    }
                    try batches.finish(synchronous: synchronous)
                    // What is left here is forgotten by the next import.
                    try? undo?.forget(batches)
                    return result
                } catch {
                    if db.isInsideTransaction { try? db.rollback() }
                    // Should this fail too, the mark stays: the next opening of the store, or import, undoes the rest.
                    try? Self.undo(undo, batches, synchronous: synchronous)
                    throw error
                }
            }
        }
    }

    /// Where the import keeps what it clears, when it may clear the inventory.
    private func shelf(_ scope: InventoryScope) -> ImportShelf? {
        undo?.shelves == true ? ImportShelf(scope: scope) : nil
    }

    /// Undoes what an import wrote into the inventory of `batches`, and removes its mark: all of it when it filled an
    /// empty inventory, else what `undo` keeps.
    static func undo(_ undo: ImportUndo?, _ batches: ImportBatches, synchronous: Int) throws {
        guard let undo else { return try batches.sweep(unmarking: true) }
        try undo.undo(batches, synchronous: synchronous)
    }

    /// A connection of its own to the store's file, for batches and sweeps.
    static func connection(to pool: DatabasePool) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.label = "Tote import"
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        configuration.prepareDatabase { db in
            // Checkpoints once the WAL holds 64 MB rather than SQLite's 4 MB, which nearly every batch's commit would
            // pass, writing and syncing the file each time (an import of 100,000 rows a seventh slower); with none,
            // the WAL took 1 GB for those rows, each batch writing the pages of the same indexes again.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 16384")
        }
        return try DatabaseQueue(path: pool.path, configuration: configuration)
    }
}
