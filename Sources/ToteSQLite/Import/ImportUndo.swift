import GRDB

/// What an import into an inventory that holds something keeps while it commits in batches, so that a failed or
/// stopped import is undone whole: the inventory's counters and its last event when the import began, kept on its
/// ``InventoryFilling`` mark, and each item the import changes as it was before (`import_undo_item`, written by a
/// trigger on the import's own connection). The mark refuses everyone else's writes in the inventory meanwhile, so
/// the boxes and items numbered from the counters on, and the events after the last, are all the import's. An import
/// adds boxes, adds items and changes items; the triggers refuse anything else it would do to what was there before,
/// which this could not undo. An import that replaces what the inventory holds keeps it on an ``ImportShelf`` instead.
struct ImportUndo {
    let scope: InventoryScope
    let nextBoxNumber: Int
    let nextItemNumber: Int
    let lastEvent: Int
    let eventCount: Int
    let entryCount: Int
    /// Whether the import may clear the inventory, which then keeps what it held on an ``ImportShelf``.
    let shelves: Bool

    /// Marks the inventory as being filled, keeping its counters and last event, and, when the import may clear it
    /// (`shelving`), that nothing is on the shelf yet; forgets what an earlier import's undo left.
    static func mark(_ scope: InventoryScope, shelving: Bool = false, _ db: Database) throws -> ImportUndo {
        let id = scope.id.description
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT next_box_number, next_item_number, event_count, entry_count,
                        (SELECT coalesce(max(sequence), 0) FROM event WHERE inventory_id = ?1) AS last_event,
                        ?2 AS shelf
                    FROM inventory WHERE id = ?1
                    """, arguments: [id, shelving ? ImportShelf.Stage.shelving.rawValue : nil])
        else { throw UnknownInventory(inventory: scope.id) }
        let undo = ImportUndo(scope: scope, row: row)
        try db.execute(
            sql: "DELETE FROM import_undo_item WHERE rowid BETWEEN ? AND ?",
            arguments: [scope.rowIDs.lowerBound, scope.rowIDs.upperBound])
        try db.execute(
            sql: """
                INSERT INTO inventory_filling
                    (inventory_id, next_box_number, next_item_number, last_event, event_count, entry_count, shelf)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, undo.nextBoxNumber, undo.nextItemNumber, undo.lastEvent, undo.eventCount, undo.entryCount,
                row["shelf"],
            ])
        return undo
    }

    /// What the mark of a marked inventory keeps; nil when it marks an inventory that was empty.
    static func kept(_ scope: InventoryScope, _ db: Database) throws -> ImportUndo? {
        let row = try Row.fetchOne(
            db, sql: "SELECT * FROM inventory_filling WHERE inventory_id = ? AND next_box_number IS NOT NULL",
            arguments: [scope.id.description])
        return row.map { row in ImportUndo(scope: scope, row: row) }
    }

    /// What a row with the mark's columns keeps.
    private init(scope: InventoryScope, row: Row) {
        self.scope = scope
        nextBoxNumber = row["next_box_number"]
        nextItemNumber = row["next_item_number"]
        lastEvent = row["last_event"]
        eventCount = row["event_count"]
        entryCount = row["entry_count"]
        shelves = (row["shelf"] as Int?) != nil
    }

    /// The rowid of the last item that can have been there before the import (its block's start when there was none):
    /// those in the inventory's block up to this one.
    private var lastItemBefore: Int64 { scope.rowIDBase + Int64(nextItemNumber - 1) }

    /// Keeps each item the import changes as it was, and refuses a removal of an item or a change or removal of a
    /// box that were there before: triggers of the import's connection alone, which go when it closes.
    func watch(_ db: Database) throws {
        // What a replacement clears is on its shelf.
        guard !shelves else { return }
        let items = "old.rowid BETWEEN \(scope.rowIDs.lowerBound) AND \(lastItemBefore)"
        let boxes = "old.inventory_id = '\(scope.id.description)' AND old.number < \(nextBoxNumber)"
        try db.execute(
            sql: """
                CREATE TEMP TRIGGER import_keeps_item BEFORE UPDATE ON main.item WHEN \(items) BEGIN
                    INSERT OR IGNORE INTO import_undo_item (rowid, box_id, title, quantity, note, version, import_key)
                    VALUES (old.rowid, old.box_id, old.title, old.quantity, old.note, old.version, old.import_key);
                END;
                CREATE TEMP TRIGGER import_spares_item BEFORE DELETE ON main.item WHEN \(items) BEGIN
                    SELECT RAISE(ABORT, 'an import in batches cannot undo removing an item it did not add');
                END;
                CREATE TEMP TRIGGER import_spares_box BEFORE UPDATE ON main.box WHEN \(boxes) BEGIN
                    SELECT RAISE(ABORT, 'an import in batches cannot undo changing a box it did not add');
                END;
                CREATE TEMP TRIGGER import_spares_boxes BEFORE DELETE ON main.box WHEN \(boxes) BEGIN
                    SELECT RAISE(ABORT, 'an import in batches cannot undo removing a box it did not add');
                END;
                """)
    }

    static func stopWatching(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TRIGGER IF EXISTS temp.import_keeps_item;
                DROP TRIGGER IF EXISTS temp.import_spares_item;
                DROP TRIGGER IF EXISTS temp.import_spares_box;
                DROP TRIGGER IF EXISTS temp.import_spares_boxes;
                """)
    }

    /// Puts the inventory back as it was when the import began, in batches: removes what the import wrote and puts
    /// back what it changed or cleared, then, in the last transaction, which is made with the store's `synchronous`,
    /// puts back its counters and removes the mark; then empties the shelf. Called outside a transaction, holding the
    /// inventory's ``ImportLease``; a stop halfway leaves the mark, and what is left is undone the next time.
    func undo(_ batches: ImportBatches, synchronous: Int) throws {
        let db = batches.db
        try Self.stopWatching(db)
        if shelves { try ImportShelf(scope: scope).putBack(batches) } else { try removeWhatWasAdded(batches) }
        try db.execute(sql: "PRAGMA synchronous = \(synchronous)")
        try db.inTransaction(.immediate) {
            try db.execute(
                sql: """
                    UPDATE inventory SET next_box_number = ?, next_item_number = ?, event_count = ?, entry_count = ?
                    WHERE id = ?
                    """, arguments: [nextBoxNumber, nextItemNumber, eventCount, entryCount, scope.id.description])
            try InventoryFilling.unmark(scope, db)
            return .commit
        }
        try forget(batches)
    }

    /// Removes the import's events, puts back the items it changed, and removes the items and boxes it added.
    private func removeWhatWasAdded(_ batches: ImportBatches) throws {
        let id = scope.id.description
        let most = ImportBatches.rowsPerSweep
        try batches.repeatUntilDone(
            [
                """
                DELETE FROM event WHERE rowid IN
                    (SELECT sequence FROM event WHERE inventory_id = ?1 AND sequence > ?2 ORDER BY sequence LIMIT ?3)
                """
            ], [id, lastEvent, most])
        try putBackChangedItems(batches)
        let firstNewItem = scope.rowIDBase + Int64(nextItemNumber)
        try batches.repeatUntilDone(
            ["DELETE FROM item WHERE rowid IN (SELECT rowid FROM item WHERE rowid BETWEEN ?1 AND ?2 LIMIT ?3)"],
            [firstNewItem, scope.rowIDs.upperBound, most])
        let newBoxes = "SELECT id FROM box WHERE inventory_id = ?1 AND number >= ?2 ORDER BY number LIMIT ?3"
        try batches.repeatUntilDone(
            [
                "UPDATE box SET container_id = NULL WHERE container_id IS NOT NULL AND container_id IN (\(newBoxes))",
                "DELETE FROM box WHERE id IN (\(newBoxes))",
            ], [id, nextBoxNumber, most])
    }

    /// Puts back the items the import changed, a batch at a time, with their text in the search index.
    private func putBackChangedItems(_ batches: ImportBatches) throws {
        let db = batches.db
        var last: Int64?
        repeat {
            try db.inTransaction(.immediate) {
                let kept = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT kept.rowid, kept.title, kept.note,
                            item.title IS NOT kept.title OR item.note IS NOT kept.note AS retitled
                        FROM import_undo_item AS kept JOIN item ON item.rowid = kept.rowid
                        WHERE kept.rowid BETWEEN ? AND ? ORDER BY kept.rowid LIMIT ?
                        """, arguments: [scope.rowIDs.lowerBound, lastItemBefore, ImportBatches.rowsPerSweep])
                last = kept.last?["rowid"]
                guard let last else { return .commit }
                let range: StatementArguments = [scope.rowIDs.lowerBound, last]
                try db.execute(
                    sql: """
                        UPDATE item SET box_id = kept.box_id, title = kept.title, quantity = kept.quantity,
                            note = kept.note, version = kept.version, import_key = kept.import_key
                        FROM import_undo_item AS kept
                        WHERE item.rowid = kept.rowid AND kept.rowid BETWEEN ? AND ?
                        """, arguments: range)
                for row in kept where row["retitled"] {
                    try SearchIndex.index(item: row["rowid"], title: row["title"], note: row["note"], isNew: false, db)
                }
                try db.execute(sql: "DELETE FROM import_undo_item WHERE rowid BETWEEN ? AND ?", arguments: range)
                return .commit
            }
            batches.letWaitingWritesGo()
        } while last != nil
    }

    /// Forgets what the import kept, in batches, once it has ended and its mark is gone; what a stop leaves here is
    /// forgotten by the next import into the inventory, or, on the shelf, when the store is next opened.
    func forget(_ batches: ImportBatches) throws {
        if shelves { return try ImportShelf(scope: scope).forget(batches) }
        try batches.repeatUntilDone(
            [
                """
                DELETE FROM import_undo_item WHERE rowid IN
                    (SELECT rowid FROM import_undo_item WHERE rowid BETWEEN ?1 AND ?2 LIMIT ?3)
                """
            ], [scope.rowIDs.lowerBound, lastItemBefore, ImportBatches.rowsPerSweep])
    }
}
