import PostgresNIO
import ToteApplication
import ToteDomain

/// The `item` table: an item's fields, with its text as search reads it.
enum ItemRows {
    static let columns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.id AS box_id, box.number AS box_number, box.title AS box_title
        """

    /// The item, locked until the transaction ends: a change reads it as the last change left it.
    static func require(_ number: ItemNumber, in inventory: InventoryID, _ sql: SQL) async throws -> Item {
        let row = try await sql.row(
            """
            SELECT \(unescaped: columns) FROM item JOIN box ON box.id = item.box_id
            WHERE item.inventory_id = \(inventory.uuid) AND item.number = \(number.value) FOR UPDATE OF item
            """)
        guard let row else { throw InventoryError.itemNotFound(number) }
        return try item(from: row)
    }

    static func item(from row: PostgresRandomAccessRow) throws -> Item {
        let box = try BoxReference(
            id: row.entityID("box_id"), number: row.number("box_number"), title: row.text("box_title"))
        return try Item(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"), box: box, version: row.decode("version"))
    }

    static func contents(of box: Box, _ sql: SQL) async throws -> BoxContents {
        let references = try await sql.rows(
            "SELECT id, number, title FROM item WHERE box_id = \(box.id.uuid) ORDER BY number"
        ).map { row in
            try ItemReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
        }
        return BoxContents(count: references.count) { references }
    }

    static func insert(
        _ item: Item, in inventory: InventoryID, version: Int = 1, importKey: String? = nil, _ sql: SQL
    ) async throws {
        try await sql.execute(
            """
            INSERT INTO item (id, inventory_id, box_id, number, title, quantity, note, version, import_key,
                search_title, search_note)
            VALUES (\(item.id.uuid), \(inventory.uuid), \(item.box.id.uuid), \(item.number.value), \(item.title.text),
                \(item.quantity.value), \(item.note?.text), \(version), \(importKey),
                \(SearchDocument.text(of: item.title.text)), \(item.note.map { SearchDocument.text(of: $0.text) }))
            """)
    }

    static func update(_ item: Item, importKey: String? = nil, _ sql: SQL) async throws {
        try await sql.execute(
            """
            UPDATE item SET box_id = \(item.box.id.uuid), title = \(item.title.text),
                quantity = \(item.quantity.value), note = \(item.note?.text), version = version + 1,
                import_key = coalesce(\(importKey), import_key),
                search_title = \(SearchDocument.text(of: item.title.text)),
                search_note = \(item.note.map { SearchDocument.text(of: $0.text) })
            WHERE id = \(item.id.uuid)
            """)
    }

    static func moveAll(from source: Box, to destination: Box, _ sql: SQL) async throws {
        try await sql.execute(
            "UPDATE item SET box_id = \(destination.id.uuid), version = version + 1 WHERE box_id = \(source.id.uuid)")
    }

    static func delete(_ item: Item, _ sql: SQL) async throws {
        try await sql.execute("DELETE FROM item WHERE id = \(item.id.uuid)")
    }
}
