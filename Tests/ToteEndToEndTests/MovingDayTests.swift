import Foundation
import Testing
import ToteLabels
import ToteLabelsTesting

@Suite("Moving day with the built tote")
struct MovingDayTests {
    @Test("60 boxes get rooms; their labels, 3x8 on A4 skipping 5, each scan to its box; two steps seal and load all")
    func sixtyBoxes() async throws {
        let scanner = try LabelScanner()
        try await ToteSandbox.with { tote in
            for number in 1...60 { try await tote.succeed("box", "add", "Box \(number)") }
            #expect(try await tote.succeed("box", "room", "1-20", "Kitchen").hasPrefix("Changed 20 boxes.\n"))
            #expect(try await tote.succeed("box", "room", "21-45", "Study").hasPrefix("Changed 25 boxes.\n"))
            #expect(try await tote.succeed("box", "room", "46-60", "Hall").hasPrefix("Changed 15 boxes.\n"))

            let labels = tote.directory.appendingPathComponent("labels.svg").path
            let written = try await tote.succeed(
                "labels", "1-60", "--paper", "a4", "--layout", "3x8", "--skip", "5", "--public-url",
                "https://boxes.example.org/home", "--output", labels)
            #expect(written.hasPrefix("Wrote 60 labels on 3 sheets of A4, 3 × 8 to "))
            let layout = try LabelLayout(parsing: "3x8", paper: .a4)
            var scanned: [String] = []
            for sheet in 1...3 {
                let file = tote.directory.appendingPathComponent("labels-\(sheet).svg")
                let svg = try String(contentsOf: file, encoding: .utf8)
                let positions = sheet == 1 ? 5..<24 : 0..<24
                for position in positions { scanned += try scanner.scan(svg, at: position, of: layout) }
            }
            #expect(scanned.map { LabelCode(reading: $0)?.box.value } == Array(1...60))
            #expect(
                zip(scanned, 1...60).allSatisfy { text, number in
                    text.hasPrefix("https://boxes.example.org/home/boxes/\(number)?k=")
                })

            #expect(try await tote.succeed("box", "status", "1-60", "sealed").hasPrefix("Changed 60 boxes.\n"))
            #expect(try await tote.succeed("box", "status", "1-60", "loaded").hasPrefix("Changed 60 boxes.\n"))
            let rooms = try #require(try await tote.json("arrivals") as? [[String: Any]])
            #expect(rooms.map { $0["room"] as? String } == ["Hall", "Kitchen", "Study"])
            #expect(rooms.map { $0["expected"] as? Int } == [15, 20, 25])
            #expect(rooms.allSatisfy { $0["arrived"] as? Int == 0 })
            let counts = try #require(try await tote.json("box", "counts") as? [String: Any])
            let statuses = try #require(counts["statuses"] as? [[String: Any]])
            #expect(statuses.map { $0["status"] as? String } == ["loaded"])
        }
    }
}
