import GRDB
import ToteDomain

/// The `item` rows, each an aggregate of its own that names its box.
enum ItemTable {
    static func item(numbered number: ItemNumber, in scope: InventoryScope, _ db: Database) throws -> Item? {
        try item(where: "item.inventory_id = ? AND item.number = ?", [scope.id.description, number.value], db)
    }

    /// Columns of an item with the identity, number and title of its box, from `item` joined with `box`.
    static let columns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.id AS box_id, box.number AS box_number, box.title AS box_title
        """

    /// The item whose row meets an SQL condition on `item`, with the number and title of its box.
    static func item(where condition: String, _ arguments: StatementArguments, _ db: Database) throws -> Item? {
        try Row.fetchOne(
            db.cachedStatement(sql: "SELECT \(columns) FROM item JOIN box ON box.id = item.box_id WHERE \(condition)"),
            arguments: arguments
        ).map(item(from:))
    }

    /// An item from a row with the ``columns``.
    static func item(from row: Row) throws -> Item {
        let box = try BoxReference(
            id: row.entityID("box_id"), number: row.number("box_number"), title: row.text("box_title"))
        return try Item(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"), box: box,
            version: row.decode(forColumn: "version"))
    }

    /// The item numbered `number`, or ``InventoryError/itemNotFound(_:)``.
    static func require(_ number: ItemNumber, in scope: InventoryScope, _ db: Database) throws -> Item {
        guard let item = try item(numbered: number, in: scope, db) else { throw InventoryError.itemNotFound(number) }
        return item
    }

    /// What a box holds: counted from the index now, listed only when a rule asks.
    static func contents(of box: Box, _ db: Database) throws -> BoxContents {
        let count = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [box.id.description])
        return BoxContents(count: count ?? 0) {
            try Row.fetchAll(
                db.cachedStatement(sql: "SELECT id, number, title FROM item WHERE box_id = ? ORDER BY number"),
                arguments: [box.id.description]
            ).map { row in
                try ItemReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
            }
        }
    }

    /// Stores a new item at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    static func insert(
        _ item: Item, in scope: InventoryScope, version: Int = 1, importKey: String? = nil, _ db: Database
    ) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity, note, version, import_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [
                scope.itemRowID(item.number), item.id.description, scope.id.description, item.box.id.description,
                item.number.value, item.title.text, item.quantity.value, item.note?.text, version, importKey,
            ])
        try SearchIndex.index(
            item: scope.itemRowID(item.number), title: item.title.text, note: item.note?.text, isNew: true, db)
    }

    /// Writes the fields of `item` that differ from `stored`, and counts the change in its version; keeps it under
    /// `importKey` when an import gives one. Only a changed title or note touches the search index: a move or a new
    /// quantity leaves it alone.
    static func update(
        _ item: Item, from stored: Item, in scope: InventoryScope, importKey: String? = nil, _ db: Database
    ) throws {
        var assignments = ["version = version + 1"]
        var arguments = StatementArguments()
        if let importKey {
            assignments.append("import_key = ?")
            arguments += [importKey]
        }
        if item.box.id != stored.box.id {
            assignments.append("box_id = ?")
            arguments += [item.box.id.description]
        }
        if item.title != stored.title {
            assignments.append("title = ?")
            arguments += [item.title.text]
        }
        if item.quantity != stored.quantity {
            assignments.append("quantity = ?")
            arguments += [item.quantity.value]
        }
        if item.note != stored.note {
            assignments.append("note = ?")
            arguments += [item.note?.text]
        }
        arguments += [item.id.description]
        try db.execute(
            sql: "UPDATE item SET \(assignments.joined(separator: ", ")) WHERE id = ?", arguments: arguments)
        if item.title != stored.title || item.note != stored.note {
            try SearchIndex.index(
                item: scope.itemRowID(item.number), title: item.title.text, note: item.note?.text, isNew: false, db)
        }
    }

    /// Moves every item of `source` into `destination` in one statement; each moved item's version counts it.
    static func moveAll(from source: Box, to destination: Box, _ db: Database) throws {
        try db.cachedStatement(
            sql: "UPDATE item SET box_id = ?, version = version + 1 WHERE box_id = ?"
        ).execute(
            arguments: [destination.id.description, source.id.description])
    }

    static func delete(_ item: Item, _ db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM item WHERE id = ?").execute(arguments: [item.id.description])
    }
}
