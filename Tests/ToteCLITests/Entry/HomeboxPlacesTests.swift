import Foundation
import Testing
import ToteTesting

@Suite("Homebox locations as places")
struct HomeboxPlacesTests {
    /// Nested locations as Homebox writes them: items in boxes at several depths, items kept right in a place (the
    /// bikes' storage unit, the garage), and a location that is both a place of others and where items are.
    static let locations = [
        "Storage unit 12 / Shelf 3 / Winter clothes", "Storage unit 12 / Shelf 3 / Winter clothes",
        "Storage unit 12 / Shelf 3 / Camping", "Storage unit 12 / Bikes",
        "Garage / Shelf 1 / Bin A / Small parts", "Garage", "Kitchen", "Storage unit 12 / Shelf 3",
    ]
    static let names = ["Scarf", "Gloves", "Tent", "Road bike", "Screws", "Lawn mower", "Kettle", "Umbrella"]

    static var file: String {
        "HB.import_ref,HB.location,HB.name,HB.quantity,HB.description\n"
            + zip(locations, names).enumerated().map { index, row in "H\(index + 1),\(row.0),\(row.1),1,\n" }
            .joined()
    }

    @Test("a file with nested locations imports into places and boxes, and exports back to the same paths")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            let path = directory.path("homebox.csv")
            try Self.file.write(toFile: path, atomically: true, encoding: .utf8)

            let imported = await tote.run("import", path)
            #expect(imported.status == 0, "\(imported.standardError)")
            #expect(imported.standardOutput.contains("10 boxes and 8 items added"))

            let clothes = await tote.run("box", "show", "3")
            #expect(clothes.standardOutput.contains("Box #3: Winter clothes"))
            #expect(clothes.standardOutput.contains("Inside:   Storage unit 12 › Shelf 3"))
            let shelf = await tote.run("box", "show", "2")
            #expect(shelf.standardOutput.contains("Place #2: Shelf 3"))
            #expect(shelf.standardOutput.contains("Holds:    #3 Winter clothes, #4 Camping"))
            #expect(shelf.standardOutput.contains("Umbrella"))
            let parts = await tote.run("box", "show", "9", "--json")
            for place in ["Garage", "Shelf 1", "Bin A"] {
                #expect(parts.standardOutput.contains("\"title\" : \"\(place)\""))
            }
            #expect(parts.standardOutput.components(separatedBy: "\"kind\" : \"place\"").count == 4)

            #expect(await tote.run("export", "--format", "homebox", "--output", "hb.csv", "--quiet").status == 0)
            let text = try #require(tote.written.text(at: "hb.csv"))
            let rows = text.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",").map(String.init) }
            #expect(rows.map { $0[1] } == Self.locations)
            #expect(rows.map { $0[2] } == Self.names)

            #expect(await tote.run("export", "--output", "items.csv", "--quiet").status == 0)
            let table = try #require(tote.written.text(at: "items.csv"))
            #expect(table.contains("\r\n1,Scarf,1,,3,Winter clothes,,Storage unit 12 › Shelf 3\r\n"))
            #expect(table.contains("\r\n7,Kettle,1,,10,Kitchen,,\r\n"))

            let exported = directory.path("hb.csv")
            try text.write(toFile: exported, atomically: true, encoding: .utf8)
            let again = await tote.run("import", exported, "--json", "--quiet")
            #expect(again.standardOutput.contains("\"boxesAdded\" : 0"))
            #expect(again.standardOutput.contains("\"itemsUnchanged\" : 8"))
        }
    }
}
