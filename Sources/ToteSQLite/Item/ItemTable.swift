import GRDB
import ToteDomain

/// The `item` rows of a box, written as the difference between the stored rows and the aggregate.
enum ItemTable {
    static func items(inBox box: BoxID, _ db: Database) throws -> [Item] {
        try Row.fetchAll(
            db, sql: "SELECT id, number, title, quantity, note FROM item WHERE box_id = ? ORDER BY number",
            arguments: [box.description]
        ).map(item(from:))
    }

    /// Makes the stored items of `box` those of the aggregate, writing only the rows that differ.
    ///
    /// An item that arrived from another box keeps its row: the upsert moves it. An item that left is deleted only
    /// while it is still in this box, so a move comes out right whichever of its two boxes is written first.
    static func store(_ box: Box, in scope: InventoryScope, _ db: Database) throws {
        let stored = Dictionary(uniqueKeysWithValues: try items(inBox: box.id, db).map { ($0.id, $0) })
        let current = Set(box.items.map(\.id))
        for item in box.items where stored[item.id] != item {
            try upsert(item, into: box.id, in: scope, db)
        }
        for id in stored.keys where !current.contains(id) {
            try db.execute(
                sql: "DELETE FROM item WHERE id = ? AND box_id = ?", arguments: [id.description, box.id.description])
        }
    }

    private static func upsert(_ item: Item, into box: BoxID, in scope: InventoryScope, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity, note)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET
                    box_id = excluded.box_id, title = excluded.title, quantity = excluded.quantity, note = excluded.note
                """,
            arguments: [
                scope.itemRowID(item.number), item.id.description, scope.id.description, box.description,
                item.number.value, item.title.text, item.quantity.value, item.note?.text,
            ])
    }

    private static func item(from row: Row) throws -> Item {
        try Item(
            id: row.entityID("id"), number: row.number("number"), title: row.title("title"),
            quantity: row.quantity("quantity"), note: row.note("note"))
    }
}
