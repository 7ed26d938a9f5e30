import GRDB
import ToteDomain

/// The copies removals keep of the boxes and items they deleted, until the removal is undone.
enum RemovalTable {
    /// Keeps a copy of `box` and everything in it as `removal`; call before deleting them.
    static func keep(_ box: Box, as removal: RemovalID, in scope: InventoryScope, _ db: Database) throws {
        try start(removal, container: box.reference, in: scope, db)
        try db.cachedStatement(
            sql: """
                INSERT INTO removed_box (removal_id, \(BoxTable.columns))
                SELECT ?, \(BoxTable.columns) FROM box WHERE id = ?
                """
        ).execute(arguments: [removal.description, box.id.description])
        try keepItems(where: "box_id", is: box.id.description, as: removal, db)
    }

    /// Keeps a copy of `item` as `removal`; call before deleting it.
    static func keep(_ item: Item, as removal: RemovalID, in scope: InventoryScope, _ db: Database) throws {
        try start(removal, container: item.box, in: scope, db)
        try keepItems(where: "id", is: item.id.description, as: removal, db)
    }

    /// Copies the item rows whose `column` (`id` or `box_id`) holds `value`.
    private static func keepItems(where column: String, is value: String, as removal: RemovalID, _ db: Database)
        throws
    {
        try db.cachedStatement(
            sql: """
                INSERT INTO removed_item (removal_id, id, number, title, quantity, note, version)
                SELECT ?, id, number, title, quantity, note, version FROM item WHERE \(column) = ?
                """
        ).execute(arguments: [removal.description, value])
    }

    /// What `removal` kept, or ``InventoryError/removalNotFound``.
    static func require(_ removal: RemovalID, in scope: InventoryScope, _ db: Database) throws -> Removal {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT container_box_id, container_box_number, container_box_title FROM removal
                        WHERE id = ? AND inventory_id = ?
                        """),
                arguments: [removal.description, scope.id.description])
        else { throw InventoryError.removalNotFound }
        let container = try BoxReference(
            id: row.entityID("container_box_id"), number: row.number("container_box_number"),
            title: row.text("container_box_title"))
        let box = try Row.fetchOne(
            db.cachedStatement(
                sql: "SELECT \(BoxTable.columns) FROM removed_box WHERE removal_id = ?"),
            arguments: [removal.description]
        ).map(BoxTable.box(from:))
        let items = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT id, number, title FROM removed_item WHERE removal_id = ? ORDER BY number"),
            arguments: [removal.description]
        ).map { row in
            try ItemReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
        }
        return Removal(id: removal, box: box, container: container, items: items)
    }

    /// Stores the box and items `removal` kept again, the items in `home`, each with its version counting the
    /// change, and forgets the copy.
    static func putBack(_ removal: Removal, into home: BoxReference, in scope: InventoryScope, _ db: Database) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO box (id, inventory_id, number, title, location, note, room, status, fragile, open_first,
                    version)
                SELECT id, ?, number, title, location, note, room, status, fragile, open_first, version + 1
                FROM removed_box WHERE removal_id = ?
                """
        ).execute(arguments: [scope.id.description, removal.id.description])
        try db.cachedStatement(
            sql: """
                INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity, note, version)
                SELECT ? + number, id, ?, ?, number, title, quantity, note, version + 1
                FROM removed_item WHERE removal_id = ?
                """
        ).execute(
            arguments: [
                scope.key * InventoryScope.itemRowIDBlock, scope.id.description, home.id.description,
                removal.id.description,
            ])
        try SearchIndex.indexBoxes(
            where: "box.id IN (SELECT id FROM removed_box WHERE removal_id = ?)", [removal.id.description], db)
        try SearchIndex.indexItems(
            where: "id IN (SELECT id FROM removed_item WHERE removal_id = ?)", [removal.id.description], db)
        try db.cachedStatement(sql: "DELETE FROM removal WHERE id = ?").execute(arguments: [removal.id.description])
    }

    private static func start(
        _ removal: RemovalID, container: BoxReference, in scope: InventoryScope, _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO removal (id, inventory_id, container_box_id, container_box_number, container_box_title)
                VALUES (?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [
                removal.description, scope.id.description, container.id.description, container.number.value,
                container.title.text,
            ])
    }
}
