import GRDB
import ToteApplication
import ToteDomain

/// The SQL and the row decoding shared by every read model that lists items or boxes.
enum SummaryRows {
    /// Columns of an item with the number, title and location of its box, from `item` joined with `box`.
    static let itemColumns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.number AS box_number, box.title AS box_title, box.location AS box_location
        """

    static func item(from row: Row) throws -> ItemSummary {
        try ItemSummary(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            quantity: row.quantity("quantity"), note: row.note("note"),
            box: ItemSummary.BoxLabel(
                number: row.number("box_number"), title: row.text("box_title"), location: row.location("box_location")),
            version: row.decode(forColumn: "version"))
    }

    /// A box from a row with the ``BoxTable/columns``.
    static func box(from row: Row, itemCount: Int) throws -> BoxSummary {
        let (status, marks) = try row.moving()
        return try BoxSummary(
            id: row.entityID("id"), number: row.number("number"), title: row.text("title"),
            location: row.location("location"), note: row.note("note"), itemCount: itemCount, room: row.room("room"),
            status: status, marks: marks, version: row.decode(forColumn: "version"))
    }
}
