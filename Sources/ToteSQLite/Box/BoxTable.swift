import GRDB
import ToteDomain

/// The `box` rows: a box's own fields, without its items.
enum BoxTable {
    /// The columns a box is read from.
    static let columns = "id, number, title, location, note, room, status, fragile, open_first, version"

    /// The row of the box with this number: its id, number, title, location, note and version.
    static func row(numbered number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Row? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT \(columns) FROM box WHERE inventory_id = ? AND number = ?
                    """),
            arguments: [scope.id.description, number.value])
    }

    static func box(numbered number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try row(numbered: number, in: scope, db).map(box(from:))
    }

    /// The box with this identity, wherever its number is; nil when it is gone.
    static func box(identified id: BoxID, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(columns) FROM box WHERE inventory_id = ? AND id = ?"),
            arguments: [scope.id.description, id.description]
        ).map(box(from:))
    }

    /// A box from a row with the ``columns``.
    static func box(from row: Row) throws -> Box {
        let (status, marks) = try row.moving()
        return try Box(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            location: row.location("location"), note: row.note("note"), room: row.room("room"), status: status,
            marks: marks, version: row.decode(forColumn: "version"))
    }

    /// The box numbered `number`, or ``InventoryError/boxNotFound(_:)``.
    static func require(_ number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Box {
        guard let box = try box(numbered: number, in: scope, db) else { throw InventoryError.boxNotFound(number) }
        return box
    }

    /// Stores a new box at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    static func insert(
        _ box: Box, in scope: InventoryScope, version: Int = 1, importKey: String? = nil, _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO box (id, inventory_id, number, title, location, note, room, status, fragile, open_first,
                    version, import_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [
                box.id.description, scope.id.description, box.number.value, box.title.text, box.location?.text,
                box.note?.text, box.room?.text, box.status.rawValue, box.marks.contains(.fragile),
                box.marks.contains(.openFirst), version, importKey,
            ])
        try index(box, in: scope, isNew: true, db)
    }

    /// Writes the box's own fields and counts the change in its version; the search index only when its text
    /// changed from `stored`.
    static func update(_ box: Box, from stored: Box, in scope: InventoryScope, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                UPDATE box SET title = ?, location = ?, note = ?, room = ?, status = ?, fragile = ?, open_first = ?,
                    version = version + 1
                WHERE id = ?
                """
        ).execute(
            arguments: [
                box.title.text, box.location?.text, box.note?.text, box.room?.text, box.status.rawValue,
                box.marks.contains(.fragile), box.marks.contains(.openFirst), box.id.description,
            ])
        guard box.title != stored.title || box.location != stored.location || box.note != stored.note else { return }
        try index(box, in: scope, isNew: false, db)
    }

    private static func index(_ box: Box, in scope: InventoryScope, isNew: Bool, _ db: Database) throws {
        try SearchIndex.index(
            box: scope.boxRowID(box.number), title: box.title.text, location: box.location?.text,
            note: box.note?.text, isNew: isNew, db)
    }

    /// Deletes the box; its items go with it (the foreign key cascades).
    static func delete(_ box: Box, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM box WHERE id = ?").execute(arguments: [box.id.description])
    }
}
