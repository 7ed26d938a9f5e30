import PostgresNIO
import ToteApplication
import ToteDomain

/// The `box` table: a box's fields, with its text as search reads it.
enum BoxRows {
    static let columns = "id, number, title, location, note, room, status, fragile, open_first, version"

    /// A box's row; `locking` it for a change of the box, or `sharing` it with others adding to it, until the
    /// transaction ends.
    static func row(
        numbered number: BoxNumber, in inventory: InventoryID, locking: Bool = false, sharing: Bool = false,
        _ sql: SQL
    ) async throws -> PostgresRandomAccessRow? {
        let lock = locking ? "FOR UPDATE" : sharing ? "FOR SHARE" : ""
        return try await sql.row(
            """
            SELECT \(unescaped: columns) FROM box WHERE inventory_id = \(inventory.uuid) AND number = \(number.value)
            \(unescaped: lock)
            """)
    }

    static func box(
        numbered number: BoxNumber, in inventory: InventoryID, locking: Bool = false, sharing: Bool = false,
        _ sql: SQL
    ) async throws -> Box? {
        try await row(numbered: number, in: inventory, locking: locking, sharing: sharing, sql).map(box(from:))
    }

    static func box(identified id: BoxID, in inventory: InventoryID, _ sql: SQL) async throws -> Box? {
        try await sql.row(
            """
            SELECT \(unescaped: columns) FROM box WHERE inventory_id = \(inventory.uuid) AND id = \(id.uuid)
            FOR UPDATE
            """
        ).map(box(from:))
    }

    static func box(from row: PostgresRandomAccessRow) throws -> Box {
        let (status, marks) = try row.moving()
        return try Box(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            location: row.location("location"), note: row.note("note"), room: row.room("room"), status: status,
            marks: marks, version: row.decode("version"))
    }

    /// The box, locked until the transaction ends: a change reads it as the last change left it.
    static func require(_ number: BoxNumber, in inventory: InventoryID, _ sql: SQL) async throws -> Box {
        guard let box = try await box(numbered: number, in: inventory, locking: true, sql) else {
            throw InventoryError.boxNotFound(number)
        }
        return box
    }

    /// Two boxes, locked in the order of their numbers so that two transactions locking both never wait on each
    /// other; the first missing one is named.
    static func requireBoth(_ first: BoxNumber, _ second: BoxNumber, in inventory: InventoryID, _ sql: SQL)
        async throws -> (Box, Box)
    {
        if second.value < first.value {
            let secondBox = try await require(second, in: inventory, sql)
            return (try await require(first, in: inventory, sql), secondBox)
        }
        let firstBox = try await require(first, in: inventory, sql)
        return (firstBox, try await require(second, in: inventory, sql))
    }

    static func insert(
        _ box: Box, in inventory: InventoryID, version: Int = 1, importKey: String? = nil, _ sql: SQL
    ) async throws {
        try await sql.execute(
            """
            INSERT INTO box (id, inventory_id, number, title, location, note, room, status, fragile, open_first,
                version, import_key, search_title, search_location, search_note)
            VALUES (\(box.id.uuid), \(inventory.uuid), \(box.number.value), \(box.title.text), \(box.location?.text),
                \(box.note?.text), \(box.room?.text), \(box.status.rawValue), \(box.marks.contains(.fragile)),
                \(box.marks.contains(.openFirst)), \(version), \(importKey),
                \(SearchDocument.text(of: box.title.text)), \(box.location.map { SearchDocument.text(of: $0.text) }),
                \(box.note.map { SearchDocument.text(of: $0.text) }))
            """)
    }

    static func update(_ box: Box, _ sql: SQL) async throws {
        try await sql.execute(
            """
            UPDATE box SET title = \(box.title.text), location = \(box.location?.text), note = \(box.note?.text),
                room = \(box.room?.text), status = \(box.status.rawValue), fragile = \(box.marks.contains(.fragile)),
                open_first = \(box.marks.contains(.openFirst)), version = version + 1,
                search_title = \(SearchDocument.text(of: box.title.text)),
                search_location = \(box.location.map { SearchDocument.text(of: $0.text) }),
                search_note = \(box.note.map { SearchDocument.text(of: $0.text) })
            WHERE id = \(box.id.uuid)
            """)
    }

    static func delete(_ box: Box, _ sql: SQL) async throws {
        try await sql.execute("DELETE FROM box WHERE id = \(box.id.uuid)")
    }
}
