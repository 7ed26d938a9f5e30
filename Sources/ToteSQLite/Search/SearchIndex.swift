import GRDB
import ToteApplication

/// The search index: `box_text` and `item_text`, FTS5 tables with the trigram tokenizer over the
/// ``SearchDocument`` text of each field, written here whenever a title, location or note is written.
///
/// Folding happens in Swift before indexing (SQLite's own accent removal for trigrams needs a newer SQLite than
/// Debian's), so the index holds the same text on every machine.
///
/// FTS5 writes a segment of its own for every transaction that changes it, which would make every added item
/// cost several pages more. So new text first goes into a small ordinary table beside each index
/// (`item_text_recent`, `box_text_recent`), which searches read too (``GRDBSearchSource``), and moves into the
/// index ``recentLimit`` rows at a time. Deleting a box or item removes its rows from both by trigger.
enum SearchIndex {
    /// How many rows wait beside an index before they move into it together.
    static let recentLimit = 256

    /// Indexes an item's title and note, replacing what was indexed for it unless it is new.
    static func index(item rowID: Int64, title: String, note: String?, isNew: Bool, _ db: Database) throws {
        if !isNew { try db.cachedStatement(sql: "DELETE FROM item_text WHERE rowid = ?").execute(arguments: [rowID]) }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO item_text_recent (rowid, title, note) VALUES (?, ?, ?)")
            .execute(arguments: itemArguments(rowID, title, note))
        try moveIfFull("item_text", columns: "rowid, title, note", db)
    }

    /// Indexes a box's title, location and note, replacing what was indexed for it unless it is new.
    static func index(
        box rowID: Int64, title: String, location: String?, note: String?, isNew: Bool, _ db: Database
    ) throws {
        if !isNew { try db.cachedStatement(sql: "DELETE FROM box_text WHERE rowid = ?").execute(arguments: [rowID]) }
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO box_text_recent (rowid, title, location, note) VALUES (?, ?, ?, ?)"
        ).execute(arguments: boxArguments(rowID, title, location, note))
        try moveIfFull("box_text", columns: "rowid, title, location, note", db)
    }

    /// Moves the rows waiting beside an index into it, in one write of the index, once there are enough.
    private static func moveIfFull(_ table: String, columns: String, _ db: Database) throws {
        let waiting = try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM \(table)_recent")) ?? 0
        guard waiting >= recentLimit else { return }
        try db.cachedStatement(sql: "INSERT INTO \(table) (\(columns)) SELECT \(columns) FROM \(table)_recent")
            .execute()
        try db.cachedStatement(sql: "DELETE FROM \(table)_recent").execute()
    }

    /// Indexes the items whose rows meet an SQL condition on `item`, which are not indexed yet.
    static func indexItems(where condition: String, _ arguments: StatementArguments, _ db: Database) throws {
        let rows = try itemRows(where: condition, arguments, db)
        while let row = try rows.next() {
            try index(item: row["rowid"], title: row["title"], note: row["note"], isNew: true, db)
        }
    }

    /// Indexes the boxes whose rows meet an SQL condition on `box`, which are not indexed yet.
    static func indexBoxes(where condition: String, _ arguments: StatementArguments, _ db: Database) throws {
        let rows = try boxRows(where: condition, arguments, db)
        while let row = try rows.next() {
            try index(
                box: row["rowid"], title: row["title"], location: row["location"], note: row["note"], isNew: true, db)
        }
    }

    /// How many rows are indexed between two reports of progress.
    static let reportEvery = 10_000

    /// Indexes every box and item stored into empty index tables, reporting progress as it goes.
    static func build(_ db: Database, progress: SearchIndexProgress?) throws {
        try db.execute(sql: "DELETE FROM item_text_recent; DELETE FROM box_text_recent")
        let total = try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM box) + (SELECT count(*) FROM item)") ?? 0
        var indexed = 0
        func counted() {
            indexed += 1
            if indexed % reportEvery == 0 || indexed == total { progress?(indexed, total) }
        }
        let boxes = try boxRows(where: "1", [], db)
        while let row = try boxes.next() {
            try db.cachedStatement(sql: insertBox).execute(
                arguments: boxArguments(row["rowid"], row["title"], row["location"], row["note"]))
            counted()
        }
        let items = try itemRows(where: "1", [], db)
        while let row = try items.next() {
            try db.cachedStatement(sql: insertItem).execute(
                arguments: itemArguments(row["rowid"], row["title"], row["note"]))
            counted()
        }
    }

    private static let insertItem = "INSERT INTO item_text (rowid, title, note) VALUES (?, ?, ?)"
    private static let insertBox = "INSERT INTO box_text (rowid, title, location, note) VALUES (?, ?, ?, ?)"

    private static func itemArguments(_ rowID: Int64, _ title: String, _ note: String?) -> StatementArguments {
        [rowID, SearchDocument.text(of: title), note.map(SearchDocument.text(of:))]
    }

    private static func boxArguments(_ rowID: Int64, _ title: String, _ location: String?, _ note: String?)
        -> StatementArguments
    {
        [
            rowID, SearchDocument.text(of: title), location.map(SearchDocument.text(of:)),
            note.map(SearchDocument.text(of:)),
        ]
    }

    private static func itemRows(where condition: String, _ arguments: StatementArguments, _ db: Database) throws
        -> RowCursor
    {
        try Row.fetchCursor(
            db, sql: "SELECT rowid, title, note FROM item WHERE \(condition) ORDER BY rowid", arguments: arguments)
    }

    /// Box rows with the rowid of their index row: their inventory's block plus their number.
    private static func boxRows(where condition: String, _ arguments: StatementArguments, _ db: Database) throws
        -> RowCursor
    {
        try Row.fetchCursor(
            db,
            sql: """
                SELECT inventory.key * \(InventoryScope.itemRowIDBlock) + box.number AS rowid,
                    box.title, box.location, box.note
                FROM box JOIN inventory ON inventory.id = box.inventory_id WHERE \(condition)
                """,
            arguments: arguments)
    }
}

extension SQLiteStore {
    /// Builds the search index again from every stored box and item, in one transaction: for a file whose rows
    /// were written by something other than Tote, such as a bulk load with the `sqlite3` shell.
    public func rebuildSearchIndex(progress: SearchIndexProgress? = nil) async throws {
        try await pool.writing { db in
            try db.execute(sql: "DELETE FROM item_text; DELETE FROM box_text")
            try SearchIndex.build(db, progress: progress)
        }
    }
}
