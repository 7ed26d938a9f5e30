import PostgresNIO
import ToteApplication
import ToteDomain
import ToteSQL

extension PostgresInventoryReadModel {
    func everything(batch: Int, _ body: @escaping @Sendable (KeptPart) throws -> Void) async throws {
        try await database.read { [inventory] sql in
            try body(.start(try await Self.counts(of: inventory, sql)))
            try await Batches.read(size: batch, sql) { after, size in
                """
                SELECT \(unescaped: BoxRecord.columns), import_key, number AS key FROM box
                WHERE inventory_id = \(inventory.uuid) AND number > \(after) ORDER BY number LIMIT \(size)
                """
            } decode: { row in
                KeptBox(box: try BoxRecord.box(from: row), importKey: try row.decode("import_key"))
            } emit: {
                try body(.boxes($0))
            }
            try await Batches.read(size: batch, sql) { after, size in
                """
                SELECT \(unescaped: ItemRecord.columns), item.import_key, item.number AS key
                FROM item JOIN box ON box.id = item.box_id
                WHERE item.inventory_id = \(inventory.uuid) AND item.number > \(after)
                ORDER BY item.number LIMIT \(size)
                """
            } decode: { row in
                KeptItem(item: try ItemRecord.item(from: row), importKey: try row.decode("import_key"))
            } emit: {
                try body(.items($0))
            }
            // Photos carry their bytes: a few at a time, whatever the batch of rows.
            try await Batches.read(size: min(batch, 8), sql) { after, size in
                """
                SELECT \(unescaped: PhotoRows.columns), photo.thumbnail_format, original.data AS data,
                    small.data AS small_data, photo.position AS key
                FROM \(unescaped: PhotoRows.shown)
                JOIN photo_bytes original ON original.photo_id = photo.id AND NOT original.thumbnail
                LEFT JOIN photo_bytes small ON small.photo_id = photo.id AND small.thumbnail
                WHERE photo.inventory_id = \(inventory.uuid) AND \(unescaped: PhotoRows.isShown)
                    AND photo.position > \(after)
                ORDER BY photo.position LIMIT \(size)
                """
            } decode: {
                try PhotoRows.kept(from: $0)
            } emit: {
                try body(.photos($0))
            }
            try await Batches.read(size: batch, sql) { after, size in
                """
                SELECT sequence, payload, sequence AS key FROM event
                WHERE inventory_id = \(inventory.uuid) AND sequence > \(after) ORDER BY sequence LIMIT \(size)
                """
            } decode: {
                try EventRecord.entry(from: $0).event
            } emit: {
                try body(.events($0))
            }
        }
    }

    private static func counts(of inventory: InventoryID, _ sql: SQL) async throws -> KeptCounts {
        let row = try await sql.row(
            """
            SELECT next_box_number, next_item_number,
                (SELECT count(*) FROM event WHERE inventory_id = inventory.id) AS events,
                (SELECT count(*) FROM box WHERE inventory_id = inventory.id) AS boxes,
                (SELECT count(*) FROM item WHERE inventory_id = inventory.id) AS items,
                (SELECT count(*) FROM \(unescaped: PhotoRows.shown)
                    WHERE photo.inventory_id = inventory.id AND \(unescaped: PhotoRows.isShown)) AS photos
            FROM inventory WHERE id = \(inventory.uuid)
            """)
        guard let row else { throw UnknownInventory(inventory: inventory) }
        return KeptCounts(
            nextBoxNumber: try row.decode("next_box_number"), nextItemNumber: try row.decode("next_item_number"),
            boxes: try row.decode("boxes"), items: try row.decode("items"), events: try row.decode("events"),
            photos: try row.decode("photos"))
    }
}
