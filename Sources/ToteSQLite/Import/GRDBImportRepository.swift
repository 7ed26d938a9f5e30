import GRDB
import ToteApplication
import ToteDomain

/// Stores an import in one IMMEDIATE transaction, rolled back for a dry run or when the import throws. The
/// transaction writes far more pages than SQLite's usual page cache holds, which would then spill them to the WAL
/// and read them back; a larger cache for the import (``importCacheKiB``, a fixed bound whatever the file's size)
/// keeps most of that work in memory. So does keeping its temporary storage in memory: each statement that fires
/// triggers (an event's append) keeps the pages it changes so that it alone can be undone, and in a temporary file
/// that cost about 30 writes to a file per row; the keys the import has seen (one short row each) stay there too.
struct GRDBImportRepository: ImportRepository {
    let pool: DatabasePool
    let scope: InventoryScope
    static let importCacheKiB = 65_536

    func importing<Result: Sendable>(commit: Bool, _ body: @Sendable (any ImportSession) throws -> Result)
        async throws -> Result
    {
        try await pool.writingWithoutTransaction { [scope] db in
            let cache = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            let temporary = try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? 0
            try db.execute(sql: "PRAGMA cache_size = -\(Self.importCacheKiB); PRAGMA temp_store = MEMORY")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cache); PRAGMA temp_store = \(temporary)") }
            var result: Result?
            try db.inTransaction(.immediate) {
                try db.execute(
                    sql: "CREATE TEMP TABLE import_sighting (key TEXT PRIMARY KEY, count, first_line) WITHOUT ROWID")
                defer { try? db.execute(sql: "DROP TABLE temp.import_sighting") }
                result = try body(GRDBImportSession(db: db, scope: scope))
                return commit ? .commit : .rollback
            }
            guard let result else { preconditionFailure("an import transaction ended without its result") }
            return result
        }
    }
}
