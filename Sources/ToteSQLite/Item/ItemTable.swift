import GRDB
import ToteDomain
import ToteSQL

/// The `item` rows through ``ItemRecord``, with the search index SQLite keeps beside them.
enum ItemTable {
    /// The item numbered `number`, or ``InventoryError/itemNotFound(_:)``.
    static func require(_ number: ItemNumber, in scope: InventoryScope, _ db: Database) throws -> Item {
        guard let row = try db.fetchOne(ItemRecord.select(numbered: number, in: scope.id, .sqlite)) else {
            throw InventoryError.itemNotFound(number)
        }
        return try ItemRecord.item(from: row)
    }

    /// What a box holds: counted from the index now, listed only when a rule asks.
    static func contents(of box: Box, _ db: Database) throws -> BoxContents {
        let count = try db.fetchOne(ItemRecord.count(in: box))?.integer(named: "count")
        return BoxContents(count: count ?? 0, boxes: try ContainmentTable.held(by: box.id, db)) {
            try db.fetch(ItemRecord.references(in: box)).map(ItemRecord.reference(from:))
        }
    }

    /// Stores a new item at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    static func insert(
        _ item: Item, in scope: InventoryScope, version: Int = 1, importKey: String? = nil, _ db: Database
    ) throws {
        let rowID = scope.itemRowID(item.number)
        try db.run(
            ItemRecord.insert(
                item, in: scope.id, version: version, importKey: importKey, rowID: Int(rowID), .sqlite))
        try SearchIndex.index(item: rowID, title: item.title.text, note: item.note?.text, isNew: true, db)
    }

    /// Writes `item` and counts the change in its version; keeps it under `importKey` when an import gives one. Only
    /// a title or note changed from `stored` touches the search index: a move or a new quantity leaves it alone.
    static func update(
        _ item: Item, from stored: Item, in scope: InventoryScope, importKey: String? = nil, _ db: Database
    ) throws {
        try db.run(ItemRecord.update(item, importKey: importKey, .sqlite))
        if item.title != stored.title || item.note != stored.note {
            try SearchIndex.index(
                item: scope.itemRowID(item.number), title: item.title.text, note: item.note?.text, isNew: false, db)
        }
    }

    /// Moves every item of `source` into `destination` in one statement; each moved item's version counts it.
    static func moveAll(from source: Box, to destination: Box, _ db: Database) throws {
        try db.run(ItemRecord.moveAll(from: source, to: destination))
    }

    static func delete(_ item: Item, _ db: Database) throws {
        try db.run(ItemRecord.delete(item))
    }
}
