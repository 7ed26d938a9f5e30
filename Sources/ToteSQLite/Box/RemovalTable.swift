import GRDB
import ToteDomain
import ToteSQL

/// The copies removals keep of the boxes and items they deleted, through ``RemovalRecord``; put back in one statement
/// per table, with the search index SQLite keeps beside them.
enum RemovalTable {
    /// Keeps a copy of `box` and everything in it as `removal`; call before deleting them.
    static func keep(_ box: Box, as removal: RemovalID, in scope: InventoryScope, _ db: Database) throws {
        try db.run(RemovalRecord.start(removal, container: box.reference, in: scope.id))
        try db.run(RemovalRecord.keep(box, as: removal))
        try db.run(RemovalRecord.keepItems(of: box, as: removal))
    }

    /// Keeps a copy of `item` as `removal`; call before deleting it.
    static func keep(_ item: Item, as removal: RemovalID, in scope: InventoryScope, _ db: Database) throws {
        try db.run(RemovalRecord.start(removal, container: item.box, in: scope.id))
        try db.run(RemovalRecord.keep(item, as: removal))
    }

    /// What `removal` kept, or ``InventoryError/removalNotFound``.
    static func require(_ removal: RemovalID, in scope: InventoryScope, _ db: Database) throws -> Removal {
        guard let row = try db.fetchOne(RemovalRecord.select(removal, in: scope.id, .sqlite)) else {
            throw InventoryError.removalNotFound
        }
        return Removal(
            id: removal, box: try db.fetchOne(RemovalRecord.keptBox(removal)).map(BoxRecord.box(from:)),
            container: try RemovalRecord.container(from: row),
            items: try db.fetch(RemovalRecord.keptItems(removal)).map(ItemRecord.reference(from:)))
    }

    /// Stores the box and items `removal` kept again, the items in `home`, each with its version counting the
    /// change, and forgets the copy.
    static func putBack(_ removal: Removal, into home: BoxReference, in scope: InventoryScope, _ db: Database) throws {
        let kept = removal.id.description
        let boxColumns = RemovalRecord.keptBoxColumns
        try db.execute(
            sql: """
                INSERT INTO box (inventory_id, \(BoxRecord.columns))
                SELECT ?, \(boxColumns) FROM removed_box WHERE removal_id = ?
                """, arguments: [scope.id.description, kept])
        let itemColumns = RemovalRecord.countingAChange(ItemRecord.keptColumns)
        try db.execute(
            sql: """
                INSERT INTO item (rowid, inventory_id, box_id, \(ItemRecord.keptColumns))
                SELECT ? + number, ?, ?, \(itemColumns) FROM removed_item WHERE removal_id = ?
                """,
            arguments: [
                scope.key * InventoryScope.itemRowIDBlock, scope.id.description, home.id.description, kept,
            ])
        try SearchIndex.indexBoxes(where: "box.id IN (SELECT id FROM removed_box WHERE removal_id = ?)", [kept], db)
        try SearchIndex.indexItems(where: "id IN (SELECT id FROM removed_item WHERE removal_id = ?)", [kept], db)
        try db.run(RemovalRecord.forget(removal.id))
    }
}
