import GRDB
import ToteDomain

/// The `box` rows, read as whole aggregates and written with an optimistic version check.
enum BoxTable {
    private static let columns = "box.id, box.number, box.title, box.location, box.note, box.version"

    static func box(numbered number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try aggregate(
            db, sql: "SELECT \(columns) FROM box WHERE box.inventory_id = ? AND box.number = ?",
            arguments: [scope.id.description, number.value])
    }

    static func box(holding item: ItemNumber, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try aggregate(
            db,
            sql: """
                SELECT \(columns) FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = ? AND item.number = ?
                """,
            arguments: [scope.id.description, item.value])
    }

    static func insert(_ box: Box, in scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO box (id, inventory_id, number, title, location, note, version)
                VALUES (?, ?, ?, ?, ?, ?, 1)
                """,
            arguments: [
                box.id.description, scope.id.description, box.number.value, box.title.text, box.location?.text,
                box.note?.text,
            ])
    }

    /// Writes the box's own fields and bumps its version, unless someone else stored it since it was loaded.
    static func update(_ box: Box, in scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: """
                UPDATE box SET title = ?, location = ?, note = ?, version = version + 1
                WHERE id = ? AND inventory_id = ? AND version = ?
                """,
            arguments: [
                box.title.text, box.location?.text, box.note?.text, box.id.description, scope.id.description,
                box.version,
            ])
        guard db.changesCount == 1 else { throw InventoryError.concurrentChange }
    }

    /// Deletes the box with its items, unless someone else stored it since it was loaded.
    static func delete(_ box: Box, in scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: "DELETE FROM box WHERE id = ? AND inventory_id = ? AND version = ?",
            arguments: [box.id.description, scope.id.description, box.version])
        guard db.changesCount == 1 else { throw InventoryError.concurrentChange }
    }

    private static func aggregate(_ db: Database, sql: String, arguments: StatementArguments) throws -> Box? {
        guard let row = try Row.fetchOne(db, sql: sql, arguments: arguments) else { return nil }
        let id: BoxID = try row.entityID("id")
        return try Box(
            id: id, number: row.number("number"), title: row.title("title"), location: row.location("location"),
            note: row.note("note"), items: ItemTable.items(inBox: id, db), version: row.decode(forColumn: "version"))
    }
}
