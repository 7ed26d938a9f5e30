import ToteDomain
import ToteSQL

/// What removals took away, through ``RemovalRecord``; put back row by row, so that each row's search text is
/// written as a new one's is.
enum RemovalRows {
    static func keep(_ box: Box, as removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws {
        try await sql.run(RemovalRecord.start(removal, container: box.reference, in: inventory))
        try await sql.run(RemovalRecord.keep(box, as: removal))
        try await sql.run(RemovalRecord.keepItems(of: box, as: removal))
    }

    static func keep(_ item: Item, as removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws {
        try await sql.run(RemovalRecord.start(removal, container: item.box, in: inventory))
        try await sql.run(RemovalRecord.keep(item, as: removal))
    }

    /// The removal, locked until the transaction ends, so that it is undone once.
    static func require(_ removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws -> Removal {
        guard let row = try await sql.fetchOne(RemovalRecord.select(removal, in: inventory, .postgres)) else {
            throw InventoryError.removalNotFound
        }
        return Removal(
            id: removal, box: try await sql.fetchOne(RemovalRecord.keptBox(removal)).map(BoxRecord.box(from:)),
            container: try RemovalRecord.container(from: row),
            items: try await sql.fetch(RemovalRecord.keptItems(removal)).map(ItemRecord.reference(from:)))
    }

    /// Stores the box and items `removal` kept again, the items in `home`, each with its version counting the
    /// change, and forgets the copy.
    static func putBack(_ removal: Removal, into home: BoxReference, in inventory: InventoryID, _ sql: SQL)
        async throws
    {
        if let box = removal.box {
            try await sql.run(
                BoxRecord.insert(
                    box, in: inventory, version: box.version + 1, unlessContainerIsGone: true, .postgres))
        }
        for row in try await sql.fetch(RemovalRecord.keptItems(removal.id)) {
            let item = try RemovalRecord.keptItem(from: row, in: home)
            try await ItemRows.insert(item, in: inventory, version: item.version + 1, sql)
        }
        try await sql.run(RemovalRecord.forget(removal.id))
    }
}
