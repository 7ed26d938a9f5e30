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

    /// Keeps which boxes `box` holds, sent into `destination` (nil: out on their own); call before they are moved.
    static func keepSentAway(heldBy box: Box, into destination: BoxID?, as removal: RemovalID, _ db: Database) throws {
        try db.run(RemovalRecord.keepSentAway(heldBy: box, into: destination, as: removal))
    }

    /// Starts `removal` of items, the first of them taken out of `container`.
    static func start(_ removal: RemovalID, container: BoxReference, in scope: InventoryScope, _ db: Database) throws {
        try db.run(RemovalRecord.start(removal, container: container, in: scope.id))
    }

    /// Keeps a copy of `item`, with its box, as `removal`; call after ``start(_:container:in:_:)`` and before deleting
    /// it.
    static func keep(_ item: Item, as removal: RemovalID, _ db: Database) throws {
        try db.run(RemovalRecord.keep(item, as: removal))
    }

    /// What `removal` kept, or ``InventoryError/removalNotFound``.
    static func require(_ removal: RemovalID, in scope: InventoryScope, _ db: Database) throws -> Removal {
        guard let row = try db.fetchOne(RemovalRecord.select(removal, in: scope.id, .sqlite)) else {
            throw InventoryError.removalNotFound
        }
        return try RemovalRecord.removal(
            removal, row: row, box: db.fetchOne(RemovalRecord.keptBox(removal)),
            items: db.fetch(RemovalRecord.keptItems(removal)), sent: db.fetch(RemovalRecord.sentAway(removal)))
    }

    /// The boxes `removal` sent away that are still where it sent them, and the containers its box goes back into.
    static func repacking(of removal: Removal, _ db: Database) throws -> Repacking {
        guard let box = removal.box, !removal.sentAway.isEmpty else { return .none }
        return try RemovalRecord.repacking(
            of: removal, boxes: db.fetch(RemovalRecord.sentBoxes(removal.id, .sqlite)),
            current: removal.sentInto.flatMap { try db.fetchOne(ContainmentRecord.reference(of: $0)) },
            enclosing: box.container.map { try db.fetch(ContainmentRecord.enclosing(startingAt: $0)) } ?? [])
    }

    /// The boxes of `removal`'s ``Removal/homes`` that are still there, by identity.
    static func homes(of removal: Removal, in scope: InventoryScope, _ db: Database) throws -> [BoxID: Box] {
        var boxes: [BoxID: Box] = [:]
        for id in removal.homes {
            if let box = try BoxTable.box(identified: id, in: scope, db) { boxes[id] = box }
        }
        return boxes
    }

    /// Stores the box and items `removal` kept again, each item in the box it was taken out of (the removal's box
    /// when it names none), each with its version counting the change, and forgets the copy.
    static func putBack(_ removal: Removal, in scope: InventoryScope, _ db: Database) throws {
        let home = removal.box?.reference ?? removal.container
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
                SELECT ? + number, ?, coalesce(box_id, ?), \(itemColumns) FROM removed_item WHERE removal_id = ?
                """,
            arguments: [
                scope.key * InventoryScope.itemRowIDBlock, scope.id.description, home.id.description, kept,
            ])
        try SearchIndex.indexBoxes(where: "box.id IN (SELECT id FROM removed_box WHERE removal_id = ?)", [kept], db)
        try SearchIndex.indexItems(where: "id IN (SELECT id FROM removed_item WHERE removal_id = ?)", [kept], db)
        try db.run(RemovalRecord.forget(removal.id))
    }
}
