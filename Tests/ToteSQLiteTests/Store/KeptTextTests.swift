import GRDB
import Testing
import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

/// A store kept before the rules on what each character is made of still opens and reads: its text reads as the
/// rules would have it, and is kept so at its next change.
@Suite("Text kept before the rules on characters")
struct KeptTextTests {
    static let stacked = String(repeating: "\u{0301}", count: 9)
    static let four = String(repeating: "\u{0301}", count: 4)

    @Test("boxes, items and their history read mended, and a change keeps the mended text")
    func mendedOnRead() async throws {
        try await TemporaryDirectory.with { directory in
            let path = directory.temporaryPath()
            let driver = try await StoreDriver.open(at: path)
            let box = try await driver.addBox("Kitchen", items: [])
            try await driver.addItem("Kettle", to: box, note: "Descale")
            try await DatabaseQueue(path: path).write { db in
                try db.execute(
                    sql: "UPDATE box SET title = ?, location = ?, room = ?",
                    arguments: ["Kitchen" + Self.stacked, "\u{3164}", "\u{2800}"])
                try db.execute(
                    sql: "UPDATE item SET title = ?, note = ?", arguments: ["Kettle" + Self.stacked, "\u{200D}"])
                try db.execute(
                    sql: "UPDATE event SET payload = replace(payload, 'Kitchen', ?)",
                    arguments: ["Kitchen" + Self.stacked])
            }

            let again = try await StoreDriver.open(at: path)
            let listed = try #require(try await again.useCases.queries.listBoxes(.first).entries.first)
            #expect(listed.title.text == "Kitchen" + Self.four)
            #expect(listed.location == nil && listed.room == nil)
            let item = try await again.useCases.queries.showItem(ItemNumber(1))
            #expect(item.title.text == "Kettle" + Self.four && item.note == nil)
            let history = try await again.useCases.queries.history(of: box, .first).entries
            #expect(history.count == 2)
            guard case .boxProvisioned(let title, _, _, _) = try #require(history.last).event.change else {
                Issue.record("the box's first event is \(String(describing: history.last))")
                return
            }
            #expect(title.text == "Kitchen" + Self.four)

            try await again.useCases.commands.changeBox(ChangeBoxRequest(box: box, location: "Shelf 2"))
            let stored: String? = try await DatabaseQueue(path: path).read { db in
                try String.fetchOne(db, sql: "SELECT title FROM box")
            }
            #expect(stored == "Kitchen" + Self.four)
        }
    }
}
