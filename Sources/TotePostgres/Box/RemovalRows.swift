import PostgresNIO
import ToteApplication
import ToteDomain

/// The `removal`, `removed_box` and `removed_item` tables: what a removal took away, kept until it is undone.
enum RemovalRows {
    static func keep(_ box: Box, as removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws {
        try await start(removal, container: box.reference, in: inventory, sql)
        try await sql.execute(
            """
            INSERT INTO removed_box (removal_id, \(unescaped: BoxRows.columns))
            SELECT \(removal.uuid), \(unescaped: BoxRows.columns) FROM box WHERE id = \(box.id.uuid)
            """)
        try await sql.execute(
            """
            INSERT INTO removed_item (removal_id, id, number, title, quantity, note, version)
            SELECT \(removal.uuid), id, number, title, quantity, note, version FROM item WHERE box_id = \(box.id.uuid)
            """)
    }

    static func keep(_ item: Item, as removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws {
        try await start(removal, container: item.box, in: inventory, sql)
        try await sql.execute(
            """
            INSERT INTO removed_item (removal_id, id, number, title, quantity, note, version)
            SELECT \(removal.uuid), id, number, title, quantity, note, version FROM item WHERE id = \(item.id.uuid)
            """)
    }

    /// The removal, locked until the transaction ends, so that it is undone once.
    static func require(_ removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws -> Removal {
        let row = try await sql.row(
            """
            SELECT container_box_id, container_box_number, container_box_title FROM removal
            WHERE id = \(removal.uuid) AND inventory_id = \(inventory.uuid) FOR UPDATE
            """)
        guard let row else { throw InventoryError.removalNotFound }
        let container = try BoxReference(
            id: row.entityID("container_box_id"), number: row.number("container_box_number"),
            title: row.text("container_box_title"))
        let box = try await sql.row(
            "SELECT \(unescaped: BoxRows.columns) FROM removed_box WHERE removal_id = \(removal.uuid)"
        ).map(BoxRows.box(from:))
        let items = try await sql.rows(
            "SELECT id, number, title FROM removed_item WHERE removal_id = \(removal.uuid) ORDER BY number"
        ).map { row in
            try ItemReference(id: row.entityID("id"), number: row.number("number"), title: row.text("title"))
        }
        return Removal(id: removal, box: box, container: container, items: items)
    }

    /// Stores the box and items `removal` kept again, the items in `home`, each with its version counting the
    /// change, and forgets the copy.
    static func putBack(_ removal: Removal, into home: BoxReference, in inventory: InventoryID, _ sql: SQL)
        async throws
    {
        if let box = removal.box {
            try await BoxRows.insert(box, in: inventory, version: box.version + 1, sql)
        }
        let kept = try await sql.rows(
            """
            SELECT id, number, title, quantity, note, version FROM removed_item WHERE removal_id = \(removal.id.uuid)
            ORDER BY number
            """)
        for row in kept {
            let item = try Item(
                id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
                quantity: row.quantity("quantity"), note: row.note("note"), box: home,
                version: row.decode("version"))
            try await ItemRows.insert(item, in: inventory, version: item.version + 1, sql)
        }
        try await sql.execute("DELETE FROM removal WHERE id = \(removal.id.uuid)")
    }

    private static func start(
        _ removal: RemovalID, container: BoxReference, in inventory: InventoryID, _ sql: SQL
    ) async throws {
        try await sql.execute(
            """
            INSERT INTO removal (id, inventory_id, container_box_id, container_box_number, container_box_title)
            VALUES (\(removal.uuid), \(inventory.uuid), \(container.id.uuid), \(container.number.value),
                \(container.title.text))
            """)
    }
}
