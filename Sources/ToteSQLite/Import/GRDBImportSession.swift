import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// The operations of one import, inside its transaction, or inside its batches.
struct GRDBImportSession: ImportSession {
    let db: Database
    let scope: InventoryScope
    /// The batches the import commits in; nil when it is one transaction.
    var batches: ImportBatches?
    /// Where the import keeps what it clears, when it commits in batches and may clear the inventory.
    var shelf: ImportShelf?

    var identities: any IdentityService { GRDBIdentityService(db: db, scope: scope) }

    func box(keyed key: String) throws -> Box? {
        try db.fetchOne(BoxRecord.select(importKey: key, in: scope.id)).map(BoxRecord.box(from:))
    }

    func box(titled title: Title, at location: Location?) throws -> Box? {
        try db.fetchOne(BoxRecord.select(titled: title, at: location, in: scope.id, .sqlite)).map(BoxRecord.box(from:))
    }

    func insert(_ box: Box, keyed key: String) throws {
        try writing(1) { try BoxTable.insert(box, in: scope, importKey: key, db) }
    }

    func item(keyed key: String) throws -> Item? {
        try db.fetchOne(ItemRecord.select(importKey: key, in: scope.id)).map(ItemRecord.item(from:))
    }

    func item(identified id: ItemID) throws -> Item? {
        try db.fetchOne(ItemRecord.select(identified: id, in: scope.id)).map(ItemRecord.item(from:))
    }

    func insert(_ item: Item, keyed key: String) throws {
        try writing(1) { try ItemTable.insert(item, in: scope, importKey: key, db) }
    }

    func update(_ item: Item, from stored: Item, keyed key: String) throws {
        try writing(1) { try ItemTable.update(item, from: stored, in: scope, importKey: key, db) }
    }

    func append(_ events: [DomainEvent]) throws {
        try writing(events.count) { try EventTable.append(events, in: scope, db) }
    }

    func isEmpty() throws -> Bool {
        let arguments: StatementArguments = [scope.id.description]
        return try Bool.fetchOne(
            db,
            sql: """
                SELECT NOT EXISTS (SELECT 1 FROM box WHERE inventory_id = ?)
                    AND NOT EXISTS (SELECT 1 FROM event WHERE inventory_id = ?)
                """, arguments: arguments + arguments) ?? false
    }

    func clear() throws {
        if let batches, let shelf { return try shelf.clear(batches) }
        let id = scope.id.description
        try writing(1) {
            try db.execute(
                sql: """
                    DELETE FROM photo WHERE inventory_id = ?;
                    DELETE FROM removal WHERE inventory_id = ?;
                    DELETE FROM box WHERE inventory_id = ?;
                    DELETE FROM event WHERE inventory_id = ?;
                    UPDATE inventory SET next_box_number = 1, next_item_number = 1, event_count = 0, entry_count = 0
                        WHERE id = ?;
                    """, arguments: [id, id, id, id, id])
        }
    }

    func put(_ box: KeptBox) throws {
        try writing(1) {
            try BoxTable.insert(box.box, in: scope, version: box.box.version, importKey: box.importKey, db)
        }
    }

    func put(_ item: KeptItem) throws {
        try writing(1) {
            try ItemTable.insert(item.item, in: scope, version: item.item.version, importKey: item.importKey, db)
        }
    }

    func put(_ photo: KeptPhoto) throws {
        // A photo counts as many writes as the pages of 4 KiB its files fill.
        try writing(1 + (photo.original.data.count + (photo.thumbnail?.data.count ?? 0)) / 4_096) {
            let identity = try PhotoTable.requireIdentity(of: photo.photo.subject, in: scope, db)
            let draft = PhotoDraft(
                original: photo.original, thumbnail: photo.thumbnail, width: photo.photo.width,
                height: photo.photo.height)
            try PhotoTable.insert(photo.photo, draft, showing: identity, in: scope, db)
        }
    }

    func setCounters(nextBoxNumber: Int, nextItemNumber: Int) throws {
        try writing(1) {
            try db.execute(
                sql: "UPDATE inventory SET next_box_number = ?, next_item_number = ? WHERE id = ?",
                arguments: [nextBoxNumber, nextItemNumber, scope.id.description])
        }
    }

    /// Makes a write of the import: in the current batch when it has batches.
    private func writing(_ count: Int, _ write: () throws -> Void) throws {
        guard let batches else { return try write() }
        try batches.writing(count, write)
    }

    func sight(_ key: String, line: Int) throws -> (count: Int, firstLine: Int) {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    INSERT INTO temp.import_sighting (key, count, first_line) VALUES (?, 0, ?)
                    ON CONFLICT (key) DO UPDATE SET count = count + 1
                    RETURNING count, first_line
                    """),
            arguments: [key, line])
        guard let row else { return (0, line) }
        return (row["count"], row["first_line"])
    }
}
