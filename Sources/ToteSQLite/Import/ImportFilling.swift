import GRDB
import ToteApplication

/// An import filling an empty inventory in batches, holding the inventory's ``ImportLease`` and a connection of its
/// own, both let go when it ends.
struct ImportFilling {
    let lease: ImportLease
    /// Whether the inventory holds what a stopped import left, which goes before anything is imported.
    let leftByStopped: Bool
    /// The store's `PRAGMA synchronous`, which the last commit uses; the batches before it commit with `NORMAL`.
    let synchronous: Int

    func run<Result: Sendable>(
        _ body: @Sendable (any ImportSession) throws -> Result, pool: DatabasePool, scope: InventoryScope,
        writesPerBatch: Int, longestBatch: Duration
    ) async throws -> Result {
        let connection = try Self.connection(to: pool)
        defer { try? connection.close() }
        return try await connection.writeWithoutTransaction { db in
            try GRDBImportRepository.prepare(db)
            try db.execute(sql: GRDBImportRepository.createSightings)
            let batches = ImportBatches(
                db: db, pool: pool, scope: scope, writesPerBatch: writesPerBatch, longest: longestBatch)
            if leftByStopped { try batches.sweep(unmarking: false) }
            do {
                let result = try withExtendedLifetime(lease) {
                    try body(GRDBImportSession(db: db, scope: scope, batches: batches))
                }
                try batches.finish(synchronous: synchronous)
                return result
            } catch {
                if db.isInsideTransaction { try? db.rollback() }
                // Should the sweep fail too, the mark stays: the next opening of the store, or import, sweeps.
                try? batches.sweep(unmarking: true)
                throw error
            }
        }
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
