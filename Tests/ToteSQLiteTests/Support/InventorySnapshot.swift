import GRDB

/// Everything the inventory that ``ImportFillingTests`` imports into holds, row by row: boxes, items, photos with
/// their files, counters and indexed text, and when `history`, its events and removals (a replacement writes its
/// events again, numbered anew, and keeps no removal).
enum InventorySnapshot {
    static func rows(_ path: String, history: Bool) async throws -> [String] {
        let id = ImportFillingTests.importing.description
        let block = "(SELECT key FROM inventory WHERE id = '\(id)') * 1000000000"
        let range = "rowid BETWEEN \(block) AND \(block) + 999999999"
        let owned = "inventory_id = '\(id)'"
        let removals = "removal_id IN (SELECT id FROM removal WHERE \(owned))"
        var queries = [
            "SELECT * FROM box WHERE \(owned) ORDER BY number",
            "SELECT * FROM item WHERE \(owned) ORDER BY number",
            "SELECT * FROM photo WHERE \(owned) ORDER BY id",
            "SELECT * FROM photo_bytes WHERE photo_id IN (SELECT id FROM photo WHERE \(owned)) ORDER BY 1, 2",
            "SELECT next_box_number, next_item_number FROM inventory WHERE id = '\(id)'",
            """
            SELECT rowid, title, note FROM item_text WHERE \(range)
            UNION SELECT rowid, title, note FROM item_text_recent WHERE \(range) ORDER BY 1
            """,
            """
            SELECT rowid, title, location, note FROM box_text WHERE \(range)
            UNION SELECT rowid, title, location, note FROM box_text_recent WHERE \(range) ORDER BY 1
            """,
        ]
        if history {
            queries += [
                "SELECT * FROM event WHERE \(owned) ORDER BY sequence",
                "SELECT event_count, entry_count FROM inventory WHERE id = '\(id)'",
                "SELECT * FROM removal WHERE \(owned) ORDER BY id",
                "SELECT * FROM removed_item WHERE \(removals) ORDER BY 1, 2",
                "SELECT * FROM removed_box WHERE \(removals) ORDER BY 1",
                "SELECT * FROM removal_sent_box WHERE \(removals) ORDER BY 1, 2",
            ]
        }
        return try await DatabaseQueue(path: path).read { [queries] db in
            try queries.flatMap { sql in try Row.fetchAll(db, sql: sql).map(\.description) }
        }
    }
}
