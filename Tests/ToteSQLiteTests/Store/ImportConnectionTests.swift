import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@testable import ToteSQLite

@Suite("An SQLite import's connection")
struct ImportConnectionTests {
    private struct Refused: Error {}

    @Test("an import puts back its connection's cache and temporary storage, and drops its table, however it ends")
    func settingsComeBack() async throws {
        try await TemporaryDirectory.with { directory in
            // Given a store, and the settings its writer has before any import
            let path = directory.temporaryPath()
            try await StoreDriver.open(at: path).addBox("Hall", items: ["Lamp"])
            let pool = try DatabasePool(path: path)
            let imports = GRDBImportRepository(
                pool: pool, scope: try await InventoryTable.scope(of: Inventory.localID, in: pool))
            let before = try await Self.settings(of: pool)
            // When one import that may clear the inventory commits in one transaction, a dry run rolls back, and one
            // throws
            let seenDuringImport = try await imports.importing(commit: true, clearing: true) { session in
                try Self.settings(in: session)
            }
            _ = try await imports.importing(commit: false, clearing: false) { session in try session.isEmpty() }
            await #expect(throws: Refused.self) {
                try await imports.importing(commit: true, clearing: true) { _ in throw Refused() }
            }
            // Then the import worked in memory, and the writer is as it was
            #expect(seenDuringImport.temporaryStore == 2)
            #expect(seenDuringImport.temporaryTables == 1)
            #expect(try await Self.settings(of: pool) == before)
            #expect(before.temporaryTables == 0)
        }
    }

    private struct Settings: Equatable, Sendable {
        var cacheSize: Int
        var temporaryStore: Int
        var temporaryTables: Int
    }

    private static func settings(of pool: DatabasePool) async throws -> Settings {
        try await pool.writeWithoutTransaction { try settings(of: $0) }
    }

    private static func settings(in session: any ImportSession) throws -> Settings {
        guard let session = session as? GRDBImportSession else { throw Refused() }
        return try settings(of: session.db)
    }

    private static func settings(of db: Database) throws -> Settings {
        Settings(
            cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0,
            temporaryStore: try Int.fetchOne(db, sql: "PRAGMA temp_store") ?? -1,
            temporaryTables: try Int.fetchOne(db, sql: "SELECT count(*) FROM temp.sqlite_master") ?? -1)
    }
}
