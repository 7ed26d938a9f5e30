import GRDB

/// An item with the label of its box, as Tote's read model lists it.
struct ItemRow: Encodable, Sendable {
    /// The columns ``init(row:)`` reads, from `item` joined with `box`.
    static let columns = """
        item.id, item.number, item.title, item.quantity, item.note, item.version,
        box.number AS box_number, box.title AS box_title, box.location AS box_location
        """

    let id: String
    let number: Int
    let title: String
    let quantity: Int
    let note: String?
    let box: BoxLabel
    let version: Int

    init(id: String, number: Int, title: String, quantity: Int, note: String?, box: BoxLabel, version: Int) {
        self.id = id
        self.number = number
        self.title = title
        self.quantity = quantity
        self.note = note
        self.box = box
        self.version = version
    }

    init(row: Row) {
        self.init(
            id: row["id"], number: row["number"], title: row["title"], quantity: row["quantity"], note: row["note"],
            box: BoxLabel(number: row["box_number"], title: row["box_title"], location: row["box_location"]),
            version: row["version"])
    }
}
