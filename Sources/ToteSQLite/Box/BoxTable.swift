import GRDB
import ToteDomain
import ToteSQL

/// The `box` rows through ``BoxRecord``, with the search index SQLite keeps beside them.
enum BoxTable {
    /// The row of the box with this number, with the ``BoxRecord/columns``.
    static func row(numbered number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Row? {
        try db.fetchOne(BoxRecord.select(numbered: number, in: scope.id, .sqlite))
    }

    static func box(numbered number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try row(numbered: number, in: scope, db).map(BoxRecord.box(from:))
    }

    /// The box with this identity, wherever its number is; nil when it is gone.
    static func box(identified id: BoxID, in scope: InventoryScope, _ db: Database) throws -> Box? {
        try db.fetchOne(BoxRecord.select(identified: id, in: scope.id, .sqlite)).map(BoxRecord.box(from:))
    }

    /// The box numbered `number`, or ``InventoryError/boxNotFound(_:)``.
    static func require(_ number: BoxNumber, in scope: InventoryScope, _ db: Database) throws -> Box {
        guard let box = try box(numbered: number, in: scope, db) else { throw InventoryError.boxNotFound(number) }
        return box
    }

    /// Stores a new box at `version` (1 unless it is put back as kept), under the key an import gives it, if any.
    static func insert(
        _ box: Box, in scope: InventoryScope, version: Int = 1, importKey: String? = nil, _ db: Database
    ) throws {
        try db.run(BoxRecord.insert(box, in: scope.id, version: version, importKey: importKey, .sqlite))
        try index(box, in: scope, isNew: true, db)
    }

    /// Writes the box's own fields and counts the change in its version; the search index only when its text
    /// changed from `stored`.
    static func update(_ box: Box, from stored: Box, in scope: InventoryScope, _ db: Database) throws {
        try db.run(BoxRecord.update(box, .sqlite))
        guard box.title != stored.title || box.location != stored.location || box.note != stored.note else { return }
        try index(box, in: scope, isNew: false, db)
    }

    private static func index(_ box: Box, in scope: InventoryScope, isNew: Bool, _ db: Database) throws {
        try SearchIndex.index(
            box: scope.boxRowID(box.number), title: box.title.text, location: box.location?.text,
            note: box.note?.text, isNew: isNew, db)
    }

    /// Deletes the box; its items go with it (the foreign key cascades).
    static func delete(_ box: Box, _ db: Database) throws {
        try db.run(BoxRecord.delete(box))
    }
}
