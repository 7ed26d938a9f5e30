import ToteApplication
import ToteDomain

/// The `item` table on both databases: each item an aggregate of its own that names its box.
public enum ItemRecord {
    /// Columns of an item with the identity, number and title of its box, from `item` joined with `box`.
    public static let columns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.id AS box_id, box.number AS box_number, box.title AS box_title
        """

    /// Columns of an item as lists show it, with the number, title and location of its box.
    public static let summaryColumns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.number AS box_number, box.title AS box_title, box.location AS box_location
        """

    /// The columns a removal keeps of an item.
    public static let keptColumns = "id, number, title, quantity, note, version"

    /// The item numbered `number`, with its box, held as `lock` says, read as the items of a list of numbers are.
    public static func select(
        numbered number: ItemNumber, in inventory: InventoryID, holding lock: RowLock = .none, _ dialect: SQLDialect
    ) -> SQLStatement {
        select(numbered: [number], in: inventory, holding: lock, dialect)
    }

    /// The items numbered `numbers`, with their boxes, in number order, held as `lock` says (the items' rows, not
    /// their boxes'). Held rows are chosen on their own and their boxes joined after: PostgreSQL reads a held row again
    /// once the change that held it commits, but not the rows joined with it, so an item moved meanwhile would no
    /// longer meet its old box and be missed. A box this statement cannot see, made by the change that moved the item
    /// into it and committed after the statement began, leaves `box_number` and `box_title` null.
    public static func select(
        numbered numbers: [ItemNumber], in inventory: InventoryID, holding lock: RowLock = .none,
        _ dialect: SQLDialect
    ) -> SQLStatement {
        let held = dialect.lock(lock)
        guard !held.isEmpty else {
            return """
                SELECT \(unescaped: columns) FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = \(inventory) AND item.number IN (\(list: numbers)) ORDER BY item.number
                """
        }
        return """
            WITH held AS (
                SELECT id, number, title, quantity, note, version, box_id FROM item
                WHERE inventory_id = \(inventory) AND number IN (\(list: numbers)) ORDER BY number \(unescaped: held)
            )
            SELECT held.id, held.number, held.title, held.quantity, held.note, held.version, held.box_id,
                box.number AS box_number, box.title AS box_title
            FROM held LEFT JOIN box ON box.id = held.box_id ORDER BY held.number
            """
    }

    /// The item an import keeps under `key`, with its box.
    public static func select(importKey key: String, in inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM item JOIN box ON box.id = item.box_id
        WHERE item.inventory_id = \(inventory) AND item.import_key = \(key)
        """
    }

    /// Every item an import keeps under a key in the inventory, with its box and its key (`import_key`).
    public static func keyed(in inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: columns), item.import_key FROM item JOIN box ON box.id = item.box_id
        WHERE item.inventory_id = \(inventory) AND item.import_key IS NOT NULL
        """
    }

    /// The item with this identity, with its box.
    public static func select(identified id: ItemID, in inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM item JOIN box ON box.id = item.box_id
        WHERE item.inventory_id = \(inventory) AND item.id = \(id)
        """
    }

    /// An item from a row with the ``columns``.
    public static func item(from row: some SQLRow) throws -> Item {
        let box = try BoxReference(
            id: row.entityID("box_id"), number: row.number("box_number"), title: row.text("box_title"))
        return try Item(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"), box: box, version: row.version())
    }

    /// The item numbered `number` with its box, as lists show it: read by ``summary(from:)``.
    public static func summary(numbered number: ItemNumber, in inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: summaryColumns) FROM item JOIN box ON box.id = item.box_id
        WHERE item.inventory_id = \(inventory) AND item.number = \(number)
        """
    }

    /// An item as lists show it, from a row with the ``summaryColumns``.
    public static func summary(from row: some SQLRow) throws -> ItemSummary {
        try ItemSummary(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"),
            box: ItemSummary.BoxLabel(
                number: row.number("box_number"), title: row.text("box_title"), location: row.location("box_location")),
            version: row.version())
    }

    /// How many items the box holds.
    public static func count(in box: Box) -> SQLStatement {
        "SELECT count(*) AS count FROM item WHERE box_id = \(box.id)"
    }

    /// The items the box holds, by number, each read with ``reference(from:)``.
    public static func references(in box: Box) -> SQLStatement {
        "SELECT id, number, title FROM item WHERE box_id = \(box.id) ORDER BY number"
    }

    public static func reference(from row: some SQLRow) throws -> ItemReference {
        try ItemReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
    }

    /// Stores a new item at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    /// SQLite's store gives the row the `rowID` its search index names it by.
    public static func insert(
        _ item: Item, in inventory: InventoryID, version: Int = 1, importKey: String? = nil, rowID: Int? = nil,
        _ dialect: SQLDialect
    ) -> SQLStatement {
        """
        INSERT INTO item (id, inventory_id, box_id, number, title, quantity, note, version, import_key\
        \(unescaped: rowID == nil ? "" : ", rowid")\(unescaped: dialect.keepsSearchTextInRow ? searchColumns : ""))
        VALUES \(values(of: item, in: inventory, version: version, importKey: importKey, rowID: rowID, dialect))
        """
    }

    /// Stores a new item at version 1, as ``insert(_:in:version:importKey:rowID:_:)`` does, only where `condition`
    /// holds: a statement that checks what it depends on as it writes.
    public static func insert(
        _ item: Item, in inventory: InventoryID, where condition: SQLStatement,
        _ dialect: SQLDialect
    ) -> SQLStatement {
        """
        INSERT INTO item (id, inventory_id, box_id, number, title, quantity, note, version, import_key\
        \(unescaped: dialect.keepsSearchTextInRow ? searchColumns : ""))
        SELECT * FROM (VALUES \(values(of: item, in: inventory, version: 1, importKey: nil, rowID: nil, dialect)))
            AS added WHERE \(condition)
        """
    }

    /// Stores new items in one statement, each at its version and under the key an import gives it, if any.
    public static func insert(
        _ items: some Sequence<(item: Item, version: Int, importKey: String?)>, in inventory: InventoryID,
        _ dialect: SQLDialect
    ) -> SQLStatement {
        let rows = items.map {
            values(of: $0.item, in: inventory, version: $0.version, importKey: $0.importKey, rowID: nil, dialect)
        }
        return """
            INSERT INTO item (id, inventory_id, box_id, number, title, quantity, note, version, import_key\
            \(unescaped: dialect.keepsSearchTextInRow ? searchColumns : ""))
            VALUES \(rows, separator: ", ")
            """
    }

    private static func values(
        of item: Item, in inventory: InventoryID, version: Int, importKey: String?, rowID: Int?, _ dialect: SQLDialect
    ) -> SQLStatement {
        let search: SQLStatement =
            dialect.keepsSearchTextInRow
            ? """
            , \(SearchDocument.text(of: item.title.text)), \(item.note.map { SearchDocument.text(of: $0.text) })
            """ : ""
        let row: SQLStatement = rowID.map { ", \($0)" } ?? ""
        return """
            (\(item.id), \(inventory), \(item.box.id), \(item.number), \(item.title.text),
                \(item.quantity.value), \(item.note?.text), \(version), \(importKey)\(row)\(search))
            """
    }

    /// Writes the item's fields and counts the change in its version; keeps it under `importKey` when an import
    /// gives one.
    public static func update(_ item: Item, importKey: String? = nil, _ dialect: SQLDialect) -> SQLStatement {
        let search: SQLStatement =
            dialect.keepsSearchTextInRow
            ? """
            , search_title = \(SearchDocument.text(of: item.title.text)),
                search_note = \(item.note.map { SearchDocument.text(of: $0.text) })
            """ : ""
        return """
            UPDATE item SET box_id = \(item.box.id), title = \(item.title.text), quantity = \(item.quantity.value),
                note = \(item.note?.text), version = version + 1, import_key = coalesce(\(importKey), import_key)\
            \(search)
            WHERE id = \(item.id)
            """
    }

    /// Writes the fields of each of `items` in one statement and counts the change in each one's version.
    public static func update(_ items: [Item], _ dialect: SQLDialect) -> SQLStatement {
        let search = dialect.keepsSearchTextInRow
        let rows: [SQLStatement] = items.map { item in
            let text: SQLStatement =
                search
                ? ", \(SearchDocument.text(of: item.title.text)), \(item.note.map { SearchDocument.text(of: $0.text) })"
                : ""
            return "(\(item.id), \(item.box.id), \(item.title.text), \(item.quantity.value), \(item.note?.text)\(text))"
        }
        return """
            UPDATE item SET box_id = changed.box_id, title = changed.title, quantity = changed.quantity,
                note = changed.note, version = item.version + 1\
            \(unescaped: search ? ", search_title = changed.search_title, search_note = changed.search_note" : "")
            FROM (VALUES \(rows, separator: ", ")) AS changed (id, box_id, title, quantity, note\
            \(unescaped: search ? searchColumns : ""))
            WHERE item.id = changed.id
            """
    }

    /// Moves every item of `source` into `destination` in one statement; each moved item's version counts it.
    public static func moveAll(from source: Box, to destination: Box) -> SQLStatement {
        "UPDATE item SET box_id = \(destination.id), version = version + 1 WHERE box_id = \(source.id)"
    }

    public static func delete(_ item: Item) -> SQLStatement {
        "DELETE FROM item WHERE id = \(item.id)"
    }

    public static func delete(_ items: [Item]) -> SQLStatement {
        "DELETE FROM item WHERE id IN (\(list: items.map(\.id)))"
    }

    private static let searchColumns = ", search_title, search_note"
}
