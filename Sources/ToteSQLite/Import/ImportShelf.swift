import GRDB

/// Where an import that replaces an inventory holding something keeps what it clears, so that it commits in batches
/// and stays all or nothing: every box, item, event, photo and removal of the inventory is copied onto the shelf
/// (`import_shelf_*`) before any is removed, then the inventory is emptied and the import fills it. Should the import
/// fail or stop, its rows are removed and the shelf's go back; once it has ended, the shelf is emptied. Each step is a
/// batch of its own, so no writer waits for more than one; the inventory's ``InventoryFilling`` mark keeps the
/// ``Stage`` reached, so that what a stop leaves is undone from where it was.
struct ImportShelf {
    /// How far the clearing has come.
    enum Stage: Int {
        /// Copying the inventory's rows onto the shelf: none is removed yet.
        case shelving = 0
        /// Every row is on the shelf; the inventory is emptied, then filled by the import.
        case cleared = 1
        /// The import failed or stopped: its rows are gone, and the shelf's go back.
        case puttingBack = 2
    }

    /// A table the clearing empties, in the order its rows go back (a row after those it names).
    struct Table {
        let name: String
        /// The column that orders the rows, in the table and on its shelf.
        let order: String
        /// The tables whose rows belong to one of its rows, and the column that names that row.
        var children: [String] = []
        var childKey = ""
        /// How many of its rows one batch moves.
        var rowsPerBatch = ImportBatches.rowsPerSweep
    }

    static let tables = [
        Table(name: "box", order: "number"),
        Table(name: "item", order: "rowid"),
        Table(name: "event", order: "sequence"),
        // A batch of photos carries their files: a few at a time.
        Table(name: "photo", order: "id", children: ["photo_bytes"], childKey: "photo_id", rowsPerBatch: 8),
        Table(
            name: "removal", order: "id", children: ["removed_box", "removed_item", "removal_sent_box"],
            childKey: "removal_id"),
    ]

    let scope: InventoryScope

    /// Empties the inventory for the import, its rows kept on the shelf first. Called by the import, holding the
    /// inventory's ``ImportLease`` and mark, before it writes anything.
    func clear(_ batches: ImportBatches) throws {
        if batches.db.isInsideTransaction { try batches.db.commit() }
        try forget(batches)
        try copy(toShelf: true, batches)
        try enter(.cleared, batches)
        try batches.sweep(unmarking: false)
    }

    /// Puts back what the shelf keeps, once what the import wrote is removed, from wherever a stop left it. The mark
    /// stays; the shelf is emptied by ``forget(_:)``.
    func putBack(_ batches: ImportBatches) throws {
        switch try Self.stage(of: scope, batches.db) {
        case .shelving, nil:
            // Nothing was removed.
            return
        case .cleared:
            try batches.sweep(unmarking: false)
            try enter(.puttingBack, batches)
            fallthrough
        case .puttingBack:
            try copy(toShelf: false, batches)
            try packBoxesAgain(batches)
        }
    }

    /// Empties the inventory's shelf, a batch at a time.
    func forget(_ batches: ImportBatches) throws {
        for table in Self.tables {
            try batches.repeatUntilDone { db in
                guard let last = try last(of: table, after: .null, in: Self.shelf(table.name), onShelf: true, db) else {
                    return false
                }
                let rows = "\(owned(table, onShelf: true)) AND \(table.order) <= ?"
                for child in table.children {
                    try db.execute(
                        sql: """
                            DELETE FROM \(Self.shelf(child)) WHERE \(table.childKey) IN
                                (SELECT \(table.order) FROM \(Self.shelf(table.name)) WHERE \(rows))
                            """, arguments: [last])
                }
                try db.execute(sql: "DELETE FROM \(Self.shelf(table.name)) WHERE \(rows)", arguments: [last])
                return true
            }
        }
    }

    /// The inventories the shelf keeps something of.
    static func shelved(_ db: Database) throws -> [InventoryScope] {
        let kept = tables.map { table in
            "EXISTS (SELECT 1 FROM \(shelf(table.name)) WHERE inventory_id = inventory.id)"
        }
        return try Row.fetchAll(
            db, sql: "SELECT id, key FROM inventory WHERE \(kept.joined(separator: " OR "))"
        ).map { row in InventoryScope(id: try row.entityID("id"), key: row["key"]) }
    }

    static func stage(of scope: InventoryScope, _ db: Database) throws -> Stage? {
        try Int.fetchOne(
            db, sql: "SELECT shelf FROM inventory_filling WHERE inventory_id = ?", arguments: [scope.id.description]
        ).flatMap(Stage.init(rawValue:))
    }

    private func enter(_ stage: Stage, _ batches: ImportBatches) throws {
        try batches.db.inTransaction(.immediate) {
            try batches.db.execute(
                sql: "UPDATE inventory_filling SET shelf = ? WHERE inventory_id = ?",
                arguments: [stage.rawValue, scope.id.description])
            return .commit
        }
    }

    /// Copies every row of the inventory from the store onto the shelf, or back, a batch at a time, each batch the
    /// rows after the last one already copied; a box comes back unpacked (``packBoxesAgain(_:)`` packs it), and each
    /// row that comes back is indexed for search again.
    private func copy(toShelf: Bool, _ batches: ImportBatches) throws {
        for table in Self.tables {
            let (source, destination) =
                toShelf
                ? ("main.\(table.name)", Self.shelf(table.name)) : (Self.shelf(table.name), "main.\(table.name)")
            try batches.repeatUntilDone { db in
                let floor =
                    try DatabaseValue.fetchOne(
                        db,
                        sql: "SELECT max(\(table.order)) FROM \(destination) WHERE \(owned(table, onShelf: !toShelf))")
                    ?? .null
                guard let last = try last(of: table, after: floor, in: source, onShelf: !toShelf, db) else {
                    return false
                }
                let rows =
                    "\(owned(table, onShelf: !toShelf)) AND \(table.order) > coalesce(?, -1) AND \(table.order) <= ?"
                let arguments: StatementArguments = [floor, last]
                let columns = try db.columns(in: Self.shelf(table.name)).map { "\"\($0.name)\"" }
                let chosen =
                    toShelf || table.name != "box" ? columns : columns.map { $0 == "\"container_id\"" ? "NULL" : $0 }
                try db.execute(
                    sql: """
                        INSERT INTO \(destination) (\(columns.joined(separator: ", ")))
                        SELECT \(chosen.joined(separator: ", ")) FROM \(source) WHERE \(rows)
                        """, arguments: arguments)
                for child in table.children {
                    let childColumns = try db.columns(in: Self.shelf(child)).map { "\"\($0.name)\"" }.joined(
                        separator: ", ")
                    let (from, to) =
                        toShelf ? ("main.\(child)", Self.shelf(child)) : (Self.shelf(child), "main.\(child)")
                    try db.execute(
                        sql: """
                            INSERT INTO \(to) (\(childColumns)) SELECT \(childColumns) FROM \(from)
                            WHERE \(table.childKey) IN (SELECT \(table.order) FROM \(source) WHERE \(rows))
                            """, arguments: arguments)
                }
                if !toShelf { try indexAgain(table, arguments, db) }
                return true
            }
        }
    }

    private func indexAgain(_ table: Table, _ window: StatementArguments, _ db: Database) throws {
        switch table.name {
        case "box":
            try SearchIndex.indexBoxes(
                where: "box.inventory_id = ? AND box.number > coalesce(?, -1) AND box.number <= ?",
                [scope.id.description] + window, db)
        case "item":
            // From the inventory's block on: another inventory's items must not be indexed twice.
            try SearchIndex.indexItems(where: "rowid > coalesce(?, \(scope.rowIDBase)) AND rowid <= ?", window, db)
        default: return
        }
    }

    /// Packs each box that came back into the box it was packed in, a batch at a time.
    private func packBoxesAgain(_ batches: ImportBatches) throws {
        let table = Self.tables[0]
        var after = DatabaseValue.null
        try batches.repeatUntilDone { db in
            guard let last = try last(of: table, after: after, in: Self.shelf("box"), onShelf: true, db) else {
                return false
            }
            try db.execute(
                sql: """
                    UPDATE main.box SET container_id = shelved.container_id FROM import_shelf_box AS shelved
                    WHERE shelved.inventory_id = ? AND shelved.number > coalesce(?, -1) AND shelved.number <= ?
                        AND shelved.container_id IS NOT NULL AND box.id = shelved.id
                    """, arguments: [scope.id.description, after, last])
            after = last
            return true
        }
    }

    /// The last of the next batch of the inventory's rows in `table` (as named in `source`) after `floor`; nil when
    /// there are none.
    private func last(
        of table: Table, after floor: DatabaseValue, in source: String, onShelf: Bool, _ db: Database
    ) throws -> DatabaseValue? {
        let last = try DatabaseValue.fetchOne(
            db,
            sql: """
                SELECT max(\(table.order)) FROM (SELECT \(table.order) FROM \(source)
                WHERE \(owned(table, onShelf: onShelf)) AND \(table.order) > coalesce(?, -1)
                ORDER BY \(table.order) LIMIT \(table.rowsPerBatch))
                """, arguments: [floor])
        guard let last, !last.isNull else { return nil }
        return last
    }

    /// The condition on the rows of the inventory: items in the store by their block of rowids, the rest by their
    /// inventory. A text key is after -1 as a number is, so one floor serves both.
    private func owned(_ table: Table, onShelf: Bool) -> String {
        guard table.name == "item", !onShelf else { return "inventory_id = '\(scope.id.description)'" }
        return "rowid BETWEEN \(scope.rowIDs.lowerBound) AND \(scope.rowIDs.upperBound)"
    }

    private static func shelf(_ table: String) -> String { "import_shelf_\(table)" }
}
