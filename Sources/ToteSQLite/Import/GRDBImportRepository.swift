import GRDB
import ToteApplication
import ToteDomain

/// Stores an import. It commits in batches on a connection of its own under the inventory's ``InventoryFilling``
/// mark, so other writes wait for one batch at most, and a failure undoes what it wrote: all of it when the inventory
/// was empty, else what an ``ImportUndo`` keeps, and what an import that may empty the inventory first (`clearing`)
/// cleared comes back from its ``ImportShelf``. A dry run is an ``ImportRehearsal``, which never takes the store's
/// writer.
///
/// The import writes far more pages than SQLite's usual page cache holds, which would then spill them to the WAL and
/// read them back; a larger cache for the import (``importCacheKiB``, a fixed bound whatever the file's size) keeps
/// most of that work in memory. So does keeping its temporary storage in memory: each statement that fires triggers
/// (an event's append) keeps the pages it changes so that it alone can be undone, and in a temporary file that cost
/// about 30 writes to a file per row; the keys the import has seen (one short row each) stay there too.
struct GRDBImportRepository: ImportRepository {
    let pool: DatabasePool
    let scope: InventoryScope
    /// How many writes a batch makes at most before it commits, and for how long at most it holds the store, when
    /// no write of this process waits for it. Writers in other processes see the store free only between batches.
    var writesPerBatch = 100_000
    var longestBatch = Duration.seconds(1)
    /// How long a write of this process into the inventory waits for the import to end before it is refused: as long
    /// as a write waits for another process's writer.
    var patience = SQLiteStore.busyTimeout
    static let importCacheKiB = 65_536

    func importing<Result: Sendable>(
        commit: Bool, clearing: Bool, _ body: @Sendable (any ImportSession) throws -> Result
    ) async throws -> Result {
        guard commit else { return try await ImportRehearsal.run(body, pool: pool, scope: scope) }
        return try await RunningImports.running(into: scope, of: pool.path, patience: patience) {
            let filling = try await startFilling(clearing: clearing)
            return try await filling.run(
                body, pool: pool, scope: scope, writesPerBatch: writesPerBatch, longestBatch: longestBatch)
        }
    }

    /// Marks the inventory as being filled, first undoing what a stopped import left there; throws
    /// ``StoreError/filling(stopped:)`` when another import is filling it.
    private func startFilling(clearing: Bool) async throws -> ImportFilling {
        guard let lease = try ImportLease(store: pool.path, inventory: scope) else {
            throw StoreError.filling(stopped: false)
        }
        // Holding the lease, this import is the only one: a mark is a stopped import's.
        if try await pool.read({ [scope] db in try InventoryFilling.isMarked(scope, db) }) {
            try await ImportFilling.undoStopped(in: scope, of: pool)
        }
        return try await pool.writing { [scope] db in
            let synchronous = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2
            if try GRDBImportSession(db: db, scope: scope).isEmpty() {
                try InventoryFilling.mark(scope, db)
                return ImportFilling(lease: lease, undo: nil, synchronous: synchronous)
            }
            let undo = try ImportUndo.mark(scope, shelving: clearing, db)
            return ImportFilling(lease: lease, undo: undo, synchronous: synchronous)
        }
    }

    /// The import's cache and temporary storage; the table of the keys it has seen is made after them (SQLite drops
    /// every temporary table when `temp_store` changes).
    static func prepare(_ db: Database) throws {
        try db.execute(sql: "PRAGMA cache_size = -\(importCacheKiB); PRAGMA temp_store = MEMORY")
    }

    static let createSightings =
        "CREATE TEMP TABLE import_sighting (key TEXT PRIMARY KEY, count, first_line) WITHOUT ROWID"
}
