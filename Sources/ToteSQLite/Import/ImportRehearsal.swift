import GRDB
import ToteApplication

/// A dry run of an import: on a read-only connection of its own, against a copy of its inventory in that connection's
/// temporary schema, whose tables SQLite finds before the store's tables of the same names. The store's writer is
/// never taken, so every other write goes on while a dry run of any size reads its file; a statement that would
/// reach a table not copied fails rather than writes, the connection being read-only.
///
/// The copy holds the inventory's row, boxes and items with the store's columns, constraints and indexes, its last
/// event (so that it has a history or not, as the store says), and empty tables for the rest of what an import
/// writes. An identity another inventory holds is refused as the store would refuse it. The search index is not
/// copied: a dry run finds nothing by text.
enum ImportRehearsal {
    /// The store's tables an import writes, made again in the temporary schema with their indexes.
    private static let tables = [
        "inventory", "box", "item", "event", "removal", "photo", "photo_bytes", "item_text_recent", "box_text_recent",
    ]

    /// The tables whose identities are unique across the store.
    private static let identified = ["box", "item", "event", "photo"]

    static func run<Result: Sendable>(
        _ body: @Sendable (any ImportSession) throws -> Result, pool: DatabasePool, scope: InventoryScope
    ) async throws -> Result {
        var configuration = Configuration()
        configuration.label = "Tote import dry run"
        configuration.readonly = true
        configuration.foreignKeysEnabled = true
        let connection = try DatabaseQueue(path: pool.path, configuration: configuration)
        defer { try? connection.close() }
        return try await StoreError.toldInWords {
            try await connection.writeWithoutTransaction { db in
                // The copy goes to a temporary file, through a cache as large as an import's: a copy of an inventory
                // of a million items, or of its photos, would not fit the memory of a server running other work.
                try db.execute(
                    sql: """
                        PRAGMA temp_store = FILE; PRAGMA cache_size = -\(GRDBImportRepository.importCacheKiB);
                        PRAGMA temp.cache_size = -\(GRDBImportRepository.importCacheKiB)
                        """)
                try db.execute(sql: GRDBImportRepository.createSightings)
                var result: Result?
                // One read of the store throughout, and every write in the temporary schema, undone at the end.
                try db.inTransaction(.deferred) {
                    try InventoryFilling.refuseWrites(in: scope, of: pool.path, db)
                    try copy(scope, db)
                    result = try body(GRDBImportSession(db: db, scope: scope))
                    return .rollback
                }
                guard let result else { preconditionFailure("a dry run ended without its result") }
                return result
            }
        }
    }

    /// Makes the tables an import writes again in the temporary schema, with the inventory's rows.
    private static func copy(_ scope: InventoryScope, _ db: Database) throws {
        let schema = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, sql FROM main.sqlite_master
                WHERE tbl_name IN (\(tables.map { "'\($0)'" }.joined(separator: ", ")))
                    AND type IN ('table', 'index') AND sql IS NOT NULL
                ORDER BY type = 'index'
                """)
        for row in schema {
            var sql: String = row["sql"]
            let name: String = row["name"]
            // `CREATE TABLE name (…` or `CREATE [UNIQUE] INDEX name ON …`: the first ` name ` is the one to qualify.
            guard let named = sql.firstRange(of: " \(name) ") else { continue }
            sql.replaceSubrange(named, with: " temp.\(name) ")
            try db.execute(sql: sql)
        }
        try db.execute(
            sql: """
                CREATE TEMP TABLE item_text (rowid INTEGER PRIMARY KEY, title, note);
                CREATE TEMP TABLE box_text (rowid INTEGER PRIMARY KEY, title, location, note);
                """)
        let id = scope.id.description
        try db.execute(sql: "INSERT INTO temp.inventory SELECT * FROM main.inventory WHERE id = ?", arguments: [id])
        try db.execute(sql: "INSERT INTO temp.box SELECT * FROM main.box WHERE inventory_id = ?", arguments: [id])
        try db.execute(
            sql: "INSERT INTO temp.item SELECT * FROM main.item WHERE rowid BETWEEN ? AND ?",
            arguments: [scope.rowIDs.lowerBound, scope.rowIDs.upperBound])
        try db.execute(
            sql:
                "INSERT INTO temp.event SELECT * FROM main.event WHERE inventory_id = ? ORDER BY sequence DESC LIMIT 1",
            arguments: [id])
        for table in identified {
            try db.execute(
                sql: """
                    CREATE TEMP TRIGGER rehearsal_\(table)_identity BEFORE INSERT ON \(table)
                    WHEN EXISTS (SELECT 1 FROM main.\(table) WHERE id = new.id AND inventory_id <> '\(id)') BEGIN
                        SELECT RAISE(ABORT, 'UNIQUE constraint failed: \(table).id');
                    END
                    """)
        }
    }
}
