import PostgresNIO
import ToteDomain
import ToteSQL

/// What removals took away, through ``RemovalRecord``; put back as new rows, so that each row's search text is
/// written as a new one's is.
enum RemovalRows {
    static func keep(_ box: Box, as removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws {
        try await sql.run(RemovalRecord.start(removal, container: box.reference, in: inventory))
        try await sql.run(RemovalRecord.keep(box, as: removal))
        try await sql.run(RemovalRecord.keepItems(of: box, as: removal))
    }

    /// Starts `removal` of items, the first of them taken out of `container`.
    static func start(_ removal: RemovalID, container: BoxReference, in inventory: InventoryID, _ sql: SQL)
        async throws
    {
        try await sql.run(RemovalRecord.start(removal, container: container, in: inventory))
    }

    /// Keeps a copy of each of `items`, with its box, as `removal`, a thousand to a statement; call after
    /// ``start(_:container:in:_:)`` and before deleting them.
    static func keep(_ items: [Item], as removal: RemovalID, _ sql: SQL) async throws {
        for part in items.parts(of: ItemRows.most) { try await sql.run(RemovalRecord.keep(Array(part), as: removal)) }
    }

    /// The removal, locked until the transaction ends, so that it is undone once.
    static func require(_ removal: RemovalID, in inventory: InventoryID, _ sql: SQL) async throws -> Removal {
        guard let row = try await sql.fetchOne(RemovalRecord.select(removal, in: inventory, .postgres)) else {
            throw InventoryError.removalNotFound
        }
        return try RemovalRecord.removal(
            removal, row: row, box: try await sql.fetchOne(RemovalRecord.keptBox(removal)),
            items: try await sql.fetch(RemovalRecord.keptItems(removal)),
            sent: try await sql.fetch(RemovalRecord.sentAway(removal)))
    }

    /// The boxes `removal` sent away that are still where it sent them, locked, and the containers its box goes back
    /// into.
    static func repacking(of removal: Removal, _ sql: SQL) async throws -> Repacking {
        guard let box = removal.box, !removal.sentAway.isEmpty else { return .none }
        var current: PostgresRandomAccessRow?
        if let sentInto = removal.sentInto {
            current = try await sql.fetchOne(ContainmentRecord.reference(of: sentInto))
        }
        var enclosing: [PostgresRandomAccessRow] = []
        if let container = box.container {
            enclosing = try await sql.fetch(ContainmentRecord.enclosing(startingAt: container))
        }
        return try RemovalRecord.repacking(
            of: removal, boxes: try await sql.fetch(RemovalRecord.sentBoxes(removal.id, .postgres)), current: current,
            enclosing: enclosing)
    }

    /// The boxes of `removal`'s ``Removal/homes`` that are still there, by identity.
    static func homes(of removal: Removal, in inventory: InventoryID, _ sql: SQL) async throws -> [BoxID: Box] {
        var boxes: [BoxID: Box] = [:]
        for id in removal.homes {
            if let box = try await BoxRows.box(identified: id, in: inventory, sql) { boxes[id] = box }
        }
        return boxes
    }

    /// Stores the box and items `removal` kept again, each item in the box it was taken out of (the removal's box
    /// when it names none), each with its version counting the change, and forgets the copy.
    static func putBack(_ removal: Removal, in inventory: InventoryID, _ sql: SQL) async throws {
        if let box = removal.box {
            try await sql.run(
                BoxRecord.insert(
                    box, in: inventory, version: box.version + 1, unlessContainerIsGone: true, .postgres))
        }
        let items = try await sql.fetch(RemovalRecord.keptItems(removal.id)).map { row in
            let item = try RemovalRecord.keptItem(from: row, of: removal)
            return (item: item, version: item.version + 1)
        }
        try await ItemRows.insert(items, in: inventory, sql)
        try await sql.run(RemovalRecord.forget(removal.id))
    }
}
