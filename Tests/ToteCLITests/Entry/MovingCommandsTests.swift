import Foundation
import Testing

@Suite("Moving day on the command line")
struct MovingCommandsTests {
    @Test("box room, status and mark change many boxes at once; box counts counts them by status, mark and room")
    func changeAndCount() async throws {
        let tote = CommandLineHarness()
        for title in ["Plates", "Books", "Rug"] { _ = await tote.run("box", "add", title) }

        #expect(await tote.run("box", "room", "1-2", "Kitchen").standardOutput.hasPrefix("Changed 2 boxes.\n"))
        #expect(await tote.run("box", "status", "1 2 3", "sealed").standardOutput.hasPrefix("Changed 3 boxes.\n"))
        let again = await tote.run("box", "status", "1", "sealed")
        #expect(again.standardOutput.hasPrefix("Nothing changed: the box was like that already.\n"))
        _ = await tote.run("box", "mark", "2", "fragile")

        let counts = await tote.run("box", "counts")
        #expect(
            counts.standardOutput == """
                By      Which       Boxes
                Status  sealed          3
                Mark    fragile         1
                Room    Kitchen         2
                Room    (none yet)      1

                3 boxes in all.

                """)
        let json = await tote.run("box", "counts", "--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(object["total"] as? Int == 3 && object["withoutRoom"] as? Int == 1)
        #expect((object["rooms"] as? [[String: Any]])?.first?["expected"] as? Int == 2)
    }

    @Test("an inventory without boxes says so")
    func noBoxes() async {
        #expect(await CommandLineHarness().run("box", "counts").standardOutput == "No boxes yet.\n")
    }
}
