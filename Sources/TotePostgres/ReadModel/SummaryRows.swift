import PostgresNIO
import ToteApplication
import ToteDomain

/// The SQL and the row decoding shared by every read that lists items or boxes.
enum SummaryRows {
    /// Columns of an item with the number, title and location of its box, from `item` joined with `box`.
    static let itemColumns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.number AS box_number, box.title AS box_title, box.location AS box_location
        """

    /// Columns of a box with how many items it holds.
    static let boxColumns = """
        box.id, box.number, box.title, box.location, box.note, box.room, box.status, box.fragile, box.open_first,
        box.version, (SELECT count(*) FROM item WHERE item.box_id = box.id) AS item_count
        """

    static func item(from row: PostgresRandomAccessRow) throws -> ItemSummary {
        try ItemSummary(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"),
            box: ItemSummary.BoxLabel(
                number: row.number("box_number"), title: row.text("box_title"), location: row.location("box_location")),
            version: row.decode("version"))
    }

    static func box(from row: PostgresRandomAccessRow) throws -> BoxSummary {
        let (status, marks) = try row.moving()
        return try BoxSummary(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            location: row.location("location"), note: row.note("note"), itemCount: row.decode("item_count"),
            room: row.room("room"), status: status, marks: marks, version: row.decode("version"))
    }
}
