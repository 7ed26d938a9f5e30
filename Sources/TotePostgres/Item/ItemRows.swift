import ToteDomain
import ToteSQL

/// The `item` rows through ``ItemRecord``.
enum ItemRows {
    /// The item, locked until the transaction ends: a change reads it as the last change left it.
    static func require(_ number: ItemNumber, in inventory: InventoryID, _ sql: SQL) async throws -> Item {
        guard
            let row = try await sql.fetchOne(
                ItemRecord.select(numbered: number, in: inventory, holding: .forChange, .postgres),
                prepared: Prepared.ChangedItem.self)
        else { throw InventoryError.itemNotFound(number) }
        return try ItemRecord.item(from: row)
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

    static func update(_ item: Item, importKey: String? = nil, _ sql: SQL) async throws {
        _ = try await sql.rows(
            ItemRecord.update(item, importKey: importKey, .postgres), prepared: Prepared.ItemUpdate.self)
    }

    static func moveAll(from source: Box, to destination: Box, _ sql: SQL) async throws {
        try await sql.run(ItemRecord.moveAll(from: source, to: destination))
    }

    static func delete(_ item: Item, _ sql: SQL) async throws {
        try await sql.run(ItemRecord.delete(item))
    }
}
