import GRDB
import ToteApplication
import ToteDomain

/// Stores an import. Into an inventory with nothing in it, the import commits in batches on a connection of its own
/// under the inventory's ``InventoryFilling`` mark, so other writes wait for one batch at most, and a failure removes
/// what it wrote; into one that holds something, and for a dry run, it is one IMMEDIATE transaction, rolled back for
/// the dry run or when the import throws.
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
    static let importCacheKiB = 65_536

    func importing<Result: Sendable>(commit: Bool, _ body: @Sendable (any ImportSession) throws -> Result)
        async throws -> Result
    {
        guard commit, let filling = try await startFilling() else {
            return try await inOneTransaction(commit: commit, body)
        }
        return try await filling.run(
            body, pool: pool, scope: scope, writesPerBatch: writesPerBatch, longestBatch: longestBatch)
    }

    /// Marks the inventory as filled when it holds nothing, or holds only what a stopped import left; nil when it
    /// holds something, and ``StoreError/filling(stopped:)`` when another import is filling it.
    private func startFilling() async throws -> ImportFilling? {
        guard let lease = try ImportLease(store: pool.path, inventory: scope) else {
            throw StoreError.filling(stopped: false)
        }
        return try await pool.writing { [scope] db in
            let synchronous = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2
            // Holding the lease, this import is the only one: a mark is a stopped import's.
            if try InventoryFilling.isMarked(scope, db) {
                return ImportFilling(lease: lease, leftByStopped: true, synchronous: synchronous)
            }
            guard try GRDBImportSession(db: db, scope: scope).isEmpty() else { return nil }
            try InventoryFilling.mark(scope, db)
            return ImportFilling(lease: lease, leftByStopped: false, synchronous: synchronous)
        }
    }

    private func inOneTransaction<Result: Sendable>(
        commit: Bool, _ body: @Sendable (any ImportSession) throws -> Result
    ) async throws -> Result {
        try await pool.writingWithoutTransaction { [scope, pool] db in
            let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            let temporary = try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? 0
            try Self.prepare(db)
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cache); PRAGMA temp_store = \(temporary)") }
            var result: Result?
            try db.inTransaction(.immediate) {
                try InventoryFilling.refuseWrites(in: scope, of: pool.path, db)
                try db.execute(sql: Self.createSightings)
                defer { try? db.execute(sql: "DROP TABLE temp.import_sighting") }
                result = try body(GRDBImportSession(db: db, scope: scope))
                return commit ? .commit : .rollback
            }
            guard let result else { preconditionFailure("an import transaction ended without its result") }
            return result
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
