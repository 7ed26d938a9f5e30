import ToteDomain
import ToteSQL

/// The `item` rows through ``ItemRecord``.
enum ItemRows {
    /// How many items one statement reads or writes at most: a statement is a round trip, and a thousand items' values
    /// (eleven each at most) stay under PostgreSQL's 65,535 to a statement.
    static let most = 1_000

    /// The item, locked until the transaction ends: a change reads it as the last change left it.
    static func require(_ number: ItemNumber, in inventory: InventoryID, _ sql: SQL) async throws -> Item {
        try await require([number], in: inventory, sql) { _ in }[0]
    }

    /// The items numbered `numbers` (each once), locked until the transaction ends and read a thousand to a
    /// statement, each then given to `each` in the order of `numbers`, as reading them one by one would: the first
    /// number no item has is refused when its turn comes.
    static func require(
        _ numbers: [ItemNumber], in inventory: InventoryID, _ sql: SQL, each: (inout Item) throws -> Void
    ) async throws -> [Item] {
        var found: [ItemNumber: Item] = [:]
        for part in numbers.sorted().parts(of: most) {
            for item in try await held(Array(part), in: inventory, sql) { found[item.number] = item }
        }
        return try numbers.map { number in
            guard var item = found[number] else { throw InventoryError.itemNotFound(number) }
            try each(&item)
            return item
        }
    }

    /// The items numbered `numbers` that exist, locked; one statement, or two where a box was not yet seen.
    private static func held(_ numbers: [ItemNumber], in inventory: InventoryID, _ sql: SQL) async throws -> [Item] {
        let statement = ItemRecord.select(numbered: numbers, in: inventory, holding: .forChange, .postgres)
        let rows =
            numbers.count == 1
            ? try await sql.rows(statement, prepared: Prepared.ChangedItem.self) : try await sql.fetch(statement)
        var items: [Item] = []
        var unseen: [ItemNumber] = []
        for row in rows {
            if try row.decode("box_number", as: Int?.self) == nil {
                unseen.append(try row.number("number"))
            } else {
                items.append(try ItemRecord.item(from: row))
            }
        }
        guard !unseen.isEmpty else { return items }
        // Held now, they are read again by a statement of its own, which sees what committed before it.
        let again = try await sql.fetch(ItemRecord.select(numbered: unseen, in: inventory, .postgres))
        return try items + again.map(ItemRecord.item(from:))
    }

    static func contents(of box: Box, _ sql: SQL) async throws -> BoxContents {
        let references = try await sql.fetch(ItemRecord.references(in: box)).map(ItemRecord.reference(from:))
        let boxes = try await ContainmentRows.held(by: box.id, sql)
        return BoxContents(count: references.count, boxes: boxes) { references }
    }

    static func insert(
        _ item: Item, in inventory: InventoryID, version: Int = 1, importKey: String? = nil, _ sql: SQL
    ) async throws {
        _ = try await sql.rows(
            ItemRecord.insert(item, in: inventory, version: version, importKey: importKey, .postgres),
            prepared: Prepared.NewItem.self)
    }

    /// Stores new items, each at its version, a thousand to a statement.
    static func insert(_ items: [(item: Item, version: Int)], in inventory: InventoryID, _ sql: SQL) async throws {
        for part in items.parts(of: most) {
            try await sql.run(
                ItemRecord.insert(part.map { ($0.item, $0.version, nil) }, in: inventory, .postgres))
        }
    }

    static func update(_ item: Item, importKey: String? = nil, _ sql: SQL) async throws {
        _ = try await sql.rows(
            ItemRecord.update(item, importKey: importKey, .postgres), prepared: Prepared.ItemUpdate.self)
    }

    /// Writes the items' new states, a thousand to a statement.
    static func update(_ items: [Item], _ sql: SQL) async throws {
        for part in items.parts(of: most) { try await sql.run(ItemRecord.update(Array(part), .postgres)) }
    }

    static func moveAll(from source: Box, to destination: Box, _ sql: SQL) async throws {
        try await sql.run(ItemRecord.moveAll(from: source, to: destination))
    }

    /// Deletes the items, a thousand to a statement.
    static func delete(_ items: [Item], _ sql: SQL) async throws {
        for part in items.parts(of: most) { try await sql.run(ItemRecord.delete(Array(part))) }
    }
}
