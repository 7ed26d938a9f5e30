import GRDB
import ToteApplication

/// An import filling an empty inventory in batches, on a connection of its own that it closes when it ends.
struct ImportFilling {
    /// The mark's heartbeat when the import took it.
    let heartbeat: Int64
    /// Whether the inventory holds what a stopped import left, which goes before anything is imported.
    let leftByStopped: Bool
    /// The store's `PRAGMA synchronous`, which the last commit uses; the batches before it commit with `NORMAL`.
    let synchronous: Int

    func run<Result: Sendable>(
        _ body: @Sendable (any ImportSession) throws -> Result, pool: DatabasePool, scope: InventoryScope,
        writesPerBatch: Int, longestBatch: Duration
    ) async throws -> Result {
        var configuration = Configuration()
        configuration.label = "Tote import"
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        let connection = try DatabaseQueue(path: pool.path, configuration: configuration)
        defer { try? connection.close() }
        return try await connection.writeWithoutTransaction { db in
            // Checkpoints once the WAL holds 64 MB rather than SQLite's 4 MB, which nearly every batch's commit would
            // pass, writing and syncing the file each time (an import of 100,000 rows a seventh slower); with none,
            // the WAL took 1 GB for those rows, each batch writing the pages of the same indexes again.
            try db.execute(sql: "PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 16384")
            try GRDBImportRepository.prepare(db)
            try db.execute(sql: GRDBImportRepository.createSightings)
            let batches = ImportBatches(
                db: db, pool: pool, scope: scope, heartbeat: heartbeat, writesPerBatch: writesPerBatch,
                longest: longestBatch)
            if leftByStopped { try batches.sweep(unmarking: false) }
            do {
                let result = try body(GRDBImportSession(db: db, scope: scope, batches: batches))
                try batches.finish(synchronous: synchronous)
                return result
            } catch {
                if db.isInsideTransaction { try? db.rollback() }
                // Should the sweep fail too, the mark stays, and its heartbeat stops: the next import sweeps.
                try? batches.sweep(unmarking: true)
                throw error
            }
        }
    }
}
