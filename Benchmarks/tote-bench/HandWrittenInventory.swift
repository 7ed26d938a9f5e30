import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Tote's item and box use cases written by hand: the rows Tote reads and writes, read and written with plain SQL,
/// each write in one `BEGIN IMMEDIATE` transaction that also stores its event, as Tote does. Statements are prepared
/// once per connection, as Tote prepares them.
struct HandWrittenInventory: Sendable {
    let pool: DatabasePool
    /// The id of the local inventory, the one the command line and the first owner use.
    let inventoryID: String
    /// The inventory's key, which numbers its block of item rowids.
    let key: Int64

    /// Opens the Tote store at `path` the way Tote does (WAL, foreign keys, waiting for other writers).
    static func open(at path: String) async throws -> HandWrittenInventory {
        var configuration = Configuration()
        configuration.journalMode = .wal
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        let pool = try DatabasePool(path: path, configuration: configuration)
        let id = Inventory.localID.description
        let key = try await pool.read { db in
            try Int64.fetchOne(db.cachedStatement(sql: "SELECT key FROM inventory WHERE id = ?"), arguments: [id])
        }
        guard let key else { throw HandWrittenError.inventoryNotFound(id) }
        return HandWrittenInventory(pool: pool, inventoryID: id, key: key)
    }

    /// Puts a new item into box `box`: checks the box, reserves the next item number, inserts the item, its row of
    /// the search index (unless told not to, to weigh what the index costs) and its event.
    func provisionItem(into box: Int, title: String, quantity: Int = 1, indexed: Bool = true) async throws -> ItemRow {
        try await immediateTransaction { [inventoryID, key] db in
            guard
                let boxRow = try Row.fetchOne(
                    db.cachedStatement(
                        sql: "SELECT id, title, location FROM box WHERE inventory_id = ? AND number = ?"),
                    arguments: [inventoryID, box])
            else { throw HandWrittenError.boxNotFound(box) }
            let boxID: String = boxRow["id"]
            let boxTitle: String = boxRow["title"]
            let boxLocation: String? = boxRow["location"]
            guard
                let number = try Int.fetchOne(
                    db.cachedStatement(
                        sql: """
                            UPDATE inventory SET next_item_number = next_item_number + 1 WHERE id = ?
                            RETURNING next_item_number - 1
                            """),
                    arguments: [inventoryID])
            else { throw HandWrittenError.inventoryNotFound(inventoryID) }
            let itemID = Self.newID()
            try db.cachedStatement(
                sql: """
                    INSERT INTO item (rowid, id, inventory_id, box_id, number, title, quantity)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(
                arguments: [key * 1_000_000_000 + Int64(number), itemID, inventoryID, boxID, number, title, quantity])
            if indexed { try Self.index(item: key * 1_000_000_000 + Int64(number), title: title, db) }
            try db.cachedStatement(
                sql: """
                    INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                        payload)
                    VALUES (?1, ?2, ?3, 'item.provisioned', ?4, ?5, ?6, ?7,
                        json_object('id', ?1, 'occurredAt', ?3,
                            'box', json_object('id', ?4, 'number', ?5, 'title', ?8),
                            'item', json_object('id', ?6, 'number', ?7, 'title', ?9),
                            'change', json_object('itemProvisioned', json_object('title', ?9, 'quantity', ?10))))
                    """
            ).execute(
                arguments: [
                    Self.newID(), inventoryID, Self.nowInMilliseconds(), boxID, box, itemID, number, boxTitle, title,
                    quantity,
                ])
            return ItemRow(
                id: itemID, number: number, title: title, quantity: quantity, note: nil,
                box: BoxLabel(number: box, title: boxTitle, location: boxLocation), version: 1)
        }
    }

    /// Gives item `number` a new title and stores the event; an unchanged title changes nothing.
    func renameItem(_ number: Int, to title: String) async throws {
        try await immediateTransaction { [inventoryID] db in
            let item = try Self.item(number, in: inventoryID, db)
            let oldTitle: String = item["title"]
            guard oldTitle != title else { return }
            let itemID: String = item["id"]
            try db.cachedStatement(
                sql: "UPDATE item SET title = ?, version = version + 1 WHERE id = ?"
            ).execute(arguments: [title, itemID])
            try db.cachedStatement(sql: "DELETE FROM item_text WHERE rowid = ?").execute(arguments: [item["rowid"]])
            try Self.index(item: item["rowid"], title: title, db)
            try db.cachedStatement(
                sql: """
                    INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                        payload)
                    VALUES (?1, ?2, ?3, 'item.renamed', ?4, ?5, ?6, ?7,
                        json_object('id', ?1, 'occurredAt', ?3,
                            'box', json_object('id', ?4, 'number', ?5, 'title', ?8),
                            'item', json_object('id', ?6, 'number', ?7, 'title', ?9),
                            'change', json_object('itemRenamed', json_object('from', ?10, 'to', ?9))))
                    """
            ).execute(
                arguments: [
                    Self.newID(), inventoryID, Self.nowInMilliseconds(), item["box_id"], item["box_number"], itemID,
                    number, item["box_title"], title, oldTitle,
                ])
        }
    }

    /// Moves item `number` into box `box` and stores the event, refused when the item is already there.
    func moveItem(_ number: Int, into box: Int) async throws {
        try await immediateTransaction { [inventoryID] db in
            let item = try Self.item(number, in: inventoryID, db)
            guard
                let destination = try Row.fetchOne(
                    db.cachedStatement(
                        sql: "SELECT id, title, location FROM box WHERE inventory_id = ? AND number = ?"),
                    arguments: [inventoryID, box])
            else { throw HandWrittenError.boxNotFound(box) }
            let itemID: String = item["id"]
            let destinationID: String = destination["id"]
            let sourceID: String = item["box_id"]
            guard destinationID != sourceID else { throw HandWrittenError.itemAlreadyInBox(item: number, box: box) }
            try db.cachedStatement(
                sql: "UPDATE item SET box_id = ?, version = version + 1 WHERE id = ?"
            ).execute(
                arguments: [destinationID, itemID])
            try db.cachedStatement(
                sql: """
                    INSERT INTO event (id, inventory_id, occurred_at, kind, box_id, box_number, item_id, item_number,
                        source_box_number, payload)
                    VALUES (?1, ?2, ?3, 'item.moved', ?4, ?5, ?6, ?7, ?10,
                        json_object('id', ?1, 'occurredAt', ?3,
                            'box', json_object('id', ?4, 'number', ?5, 'title', ?8),
                            'item', json_object('id', ?6, 'number', ?7, 'title', ?9),
                            'change', json_object('itemMoved',
                                json_object('from', json_object('id', ?11, 'number', ?10, 'title', ?12)))))
                    """
            ).execute(
                arguments: [
                    Self.newID(), inventoryID, Self.nowInMilliseconds(), destinationID, box, itemID, number,
                    destination["title"], item["title"], item["box_number"], sourceID, item["box_title"],
                ])
        }
    }

    /// Box `number` with one page of its items and their total, or nil when there is no such box.
    func showBox(_ number: Int, page: Int, perPage: Int) async throws -> BoxPage? {
        try await pool.read { [inventoryID] db in
            guard
                let box = try Row.fetchOne(
                    db,
                    sql:
                        "SELECT id, number, title, location, note, version FROM box WHERE inventory_id = ? AND number = ?",
                    arguments: [inventoryID, number])
            else { return nil }
            let boxID: String = box["id"]
            let items = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT \(ItemRow.columns) FROM item JOIN box ON box.id = item.box_id
                        WHERE item.box_id = ? ORDER BY item.number LIMIT ? OFFSET ?
                        """),
                arguments: [boxID, perPage, (page - 1) * perPage]
            ).map(ItemRow.init(row:))
            let count =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM item WHERE box_id = ?"), arguments: [boxID]) ?? 0
            return BoxPage(
                box: BoxRow(row: box, itemCount: count),
                items: RowPage(entries: items, page: page, perPage: perPage, totalCount: count))
        }
    }

    /// One page of the inventory's boxes in number order, each with how many items it holds.
    /// The bytes of the photo stored first, with one indexed read.
    func firstPhoto() async throws -> Data? {
        try await pool.read { db in
            try Data.fetchOne(
                db.cachedStatement(sql: "SELECT data FROM photo_bytes WHERE thumbnail = 0 ORDER BY rowid LIMIT 1"))
        }
    }

    func listBoxes(page: Int, perPage: Int) async throws -> RowPage<BoxRow> {
        try await pool.read { [inventoryID] db in
            let boxes = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT id, number, title, location, note, version,
                            (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count
                        FROM box WHERE inventory_id = ? ORDER BY number LIMIT ? OFFSET ?
                        """),
                arguments: [inventoryID, perPage, (page - 1) * perPage]
            ).map { row in BoxRow(row: row, itemCount: row["item_count"]) }
            let total =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT count(*) FROM box WHERE inventory_id = ?"), arguments: [inventoryID]
                )
                ?? 0
            return RowPage(entries: boxes, page: page, perPage: perPage, totalCount: total)
        }
    }

    /// Runs `work` between `BEGIN IMMEDIATE` and `COMMIT`, rolling back when it throws.
    private func immediateTransaction<Result: Sendable>(
        _ work: @escaping @Sendable (Database) throws -> Result
    ) async throws -> Result {
        try await pool.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            do {
                let result = try work(db)
                try db.execute(sql: "COMMIT")
                return result
            } catch {
                try db.execute(sql: "ROLLBACK")
                throw error
            }
        }
    }

    /// Item `number` with the id, number and title of its box.
    private static func item(_ number: Int, in inventoryID: String, _ db: Database) throws -> Row {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT item.rowid, item.id, item.title, box.id AS box_id, box.number AS box_number,
                            box.title AS box_title
                        FROM item JOIN box ON box.id = item.box_id
                        WHERE item.inventory_id = ? AND item.number = ?
                        """),
                arguments: [inventoryID, number])
        else { throw HandWrittenError.itemNotFound(number) }
        return row
    }

    /// Writes an item's title, folded, beside the search index, and moves what waits there into the index once
    /// 256 rows do, as Tote does; its note is empty.
    private static func index(item rowID: Int64, title: String, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO item_text_recent (rowid, title, note) VALUES (?, ?, NULL)")
            .execute(arguments: [rowID, SearchDocument.text(of: title)])
        guard try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM item_text_recent")) ?? 0 >= 256 else {
            return
        }
        try db.cachedStatement(
            sql: "INSERT INTO item_text (rowid, title, note) SELECT rowid, title, note FROM item_text_recent"
        ).execute()
        try db.cachedStatement(sql: "DELETE FROM item_text_recent").execute()
    }

    private static func newID() -> String { UUID().uuidString.lowercased() }

    private static func nowInMilliseconds() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }
}
