import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

extension GRDBInventoryReadModel {
    func everything(batch: Int, _ body: @escaping @Sendable (KeptPart) throws -> Void) async throws {
        try await pool.read { [scope] db in
            let arguments: StatementArguments = [scope.id.description]
            try body(.start(try Self.counts(of: scope, db)))
            try Self.batches(
                "SELECT \(BoxRecord.columns), import_key FROM box WHERE inventory_id = ? ORDER BY number", arguments,
                batch, db
            ) { row in
                KeptBox(box: try BoxRecord.box(from: row), importKey: row["import_key"])
            } emit: {
                try body(.boxes($0))
            }
            try Self.batches(
                """
                SELECT \(ItemRecord.columns), item.import_key FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = ? ORDER BY item.number
                """, arguments, batch, db
            ) { row in
                KeptItem(item: try ItemRecord.item(from: row), importKey: row["import_key"])
            } emit: {
                try body(.items($0))
            }
            // Photos carry their bytes: a few at a time, whatever the batch of rows.
            try Self.batches(
                """
                SELECT \(PhotoTable.columns), photo.thumbnail_format, original.data AS data, small.data AS small_data
                FROM \(PhotoTable.shown)
                JOIN photo_bytes original ON original.photo_id = photo.id AND original.thumbnail = 0
                LEFT JOIN photo_bytes small ON small.photo_id = photo.id AND small.thumbnail = 1
                WHERE photo.inventory_id = ? AND \(PhotoTable.isShown) ORDER BY photo.rowid
                """, arguments, min(batch, 8), db
            ) { row in
                try PhotoTable.kept(from: row)
            } emit: {
                try body(.photos($0))
            }
            try Self.batches(
                "SELECT sequence, payload FROM event WHERE inventory_id = ? ORDER BY sequence", arguments, batch, db
            ) { row in
                try EventRecord.entry(from: row).event
            } emit: {
                try body(.events($0))
            }
        }
    }

    private static func counts(of scope: InventoryScope, _ db: Database) throws -> KeptCounts {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT next_box_number, next_item_number, event_count,
                    (SELECT count(*) FROM box WHERE inventory_id = inventory.id) AS boxes,
                    (SELECT count(*) FROM item WHERE inventory_id = inventory.id) AS items,
                    (SELECT count(*) FROM \(PhotoTable.shown)
                        WHERE photo.inventory_id = inventory.id AND \(PhotoTable.isShown)) AS photos
                FROM inventory WHERE id = ?
                """, arguments: [scope.id.description])
        guard let row else { throw UnknownInventory(inventory: scope.id) }
        return KeptCounts(
            nextBoxNumber: row["next_box_number"], nextItemNumber: row["next_item_number"], boxes: row["boxes"],
            items: row["items"], events: row["event_count"], photos: row["photos"])
    }

    /// Reads `sql` with a cursor, handing on `size` decoded rows at a time.
    static func batches<Element>(
        _ sql: String, _ arguments: StatementArguments, _ size: Int, _ db: Database,
        decode: (Row) throws -> Element, emit: ([Element]) throws -> Void
    ) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        var batch: [Element] = []
        batch.reserveCapacity(size)
        while let row = try rows.next() {
            batch.append(try decode(row))
            if batch.count == size {
                try emit(batch)
                batch.removeAll(keepingCapacity: true)
            }
        }
        if !batch.isEmpty { try emit(batch) }
    }
}
