import GRDB

/// A box with how many items it holds, as Tote's read model lists it.
struct BoxRow: Encodable, Sendable {
    let id: String
    let number: Int
    let title: String
    let location: String?
    let note: String?
    let version: Int
    let itemCount: Int

    init(row: Row, itemCount: Int) {
        id = row["id"]
        number = row["number"]
        title = row["title"]
        location = row["location"]
        note = row["note"]
        version = row["version"]
        self.itemCount = itemCount
    }
}
