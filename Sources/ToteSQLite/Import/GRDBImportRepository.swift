import GRDB
import ToteApplication
import ToteDomain

/// Stores an import in one IMMEDIATE transaction, rolled back for a dry run or when the import throws.
struct GRDBImportRepository: ImportRepository {
    let pool: DatabasePool
    let scope: InventoryScope

    func importing<Result: Sendable>(commit: Bool, _ body: @Sendable (any ImportSession) throws -> Result)
        async throws -> Result
    {
        try await pool.writeWithoutTransaction { [scope] db in
            var result: Result?
            try db.inTransaction(.immediate) {
                try db.execute(sql: "CREATE TEMP TABLE import_sighting (key TEXT PRIMARY KEY, count, first_line)")
                defer { try? db.execute(sql: "DROP TABLE temp.import_sighting") }
                result = try body(GRDBImportSession(db: db, scope: scope))
                return commit ? .commit : .rollback
            }
            guard let result else { preconditionFailure("an import transaction ended without its result") }
            return result
        }
    }
}
