import Foundation
import Testing

/// `box remove BOX --boxes-into BOX | --boxes-out`: a container that holds boxes goes only when told where they go.
@Suite("Removing a container on the command line")
struct ContainerRemovalCommandTests {
    /// Place #1 Unit 12 holding place #2 Shelf 3, which holds boxes #3 Crate and #4 Bin.
    private func stocked() async -> CommandLineHarness {
        let tote = CommandLineHarness()
        for command in [
            ["box", "add", "Unit 12", "--place"], ["box", "add", "Shelf 3", "--place"], ["box", "add", "Crate"],
            ["box", "add", "Bin"], ["box", "move", "2", "--into", "1"], ["box", "move", "3", "--into", "2"],
            ["box", "move", "4", "--into", "2"],
        ] {
            _ = await tote.run(command)
        }
        return tote
    }

    @Test("refused with what to do when not told; the boxes go into the place named, and the removal says so")
    func into() async {
        let tote = await stocked()
        let refused = await tote.run("box", "remove", "2")
        #expect(refused.status == 1)
        #expect(
            refused.standardError
                == "error: box #2 holds boxes #3, #4; say where they go (into another box or place, or out on their "
                + "own); nothing was removed\n")
        let removed = await tote.run("box", "remove", "2", "--boxes-into", "#1")
        #expect(removed.status == 0)
        #expect(removed.standardOutput == "Moved #3 Crate, #4 Bin into #1 Unit 12.\nRemoved box #2 Shelf 3.\n")
        #expect((await tote.run("box", "show", "3")).standardOutput.contains("Inside:   Unit 12\n"))
    }

    @Test("--boxes-out leaves them on their own; a destination inside it, or both options, are refused")
    func outAndRefusals() async {
        let tote = await stocked()
        let inside = await tote.run("box", "remove", "2", "--boxes-into", "3")
        #expect(
            inside.standardError
                == "error: what box #2 holds cannot go into box #3, which is inside it; nothing was removed\n")
        let typo = await tote.run("box", "remove", "2", "--boxes-into", "shelf")
        #expect(typo.status == 1)
        #expect(typo.standardError == "error: 'shelf' is not a box number; write a box number as 12 or #12\n")
        let both = await tote.run("box", "remove", "2", "--boxes-into", "1", "--boxes-out")
        #expect(both.status != 0 && both.standardError.contains("give either --boxes-into BOX or --boxes-out"))
        #expect((await tote.run("box", "show", "2")).status == 0)
        let out = await tote.run("box", "remove", "2", "--boxes-out")
        #expect(out.standardOutput == "Moved #3 Crate, #4 Bin out; they stand on their own.\nRemoved box #2 Shelf 3.\n")
        #expect(!(await tote.run("box", "show", "4")).standardOutput.contains("Inside:"))
    }
}

/// `box list` and `find` say where each box is, in text and in JSON.
@Suite("Paths in lists and search on the command line")
struct PathsCommandTests {
    @Test("box list adds an In column once a box is in something; find shows the path of boxes and items' boxes")
    func paths() async throws {
        let tote = CommandLineHarness()
        for command in [
            ["box", "add", "Unit 12", "--place"], ["box", "add", "Crate"], ["box", "move", "2", "--into", "1"],
            ["item", "add", "2", "Lantern"],
        ] {
            _ = await tote.run(command)
        }
        let listed = await tote.run("box", "list")
        #expect(listed.standardOutput.contains("In"))
        #expect(
            listed.standardOutput.split(separator: "\n").contains { $0.contains("Crate") && $0.contains("Unit 12") })
        let found = await tote.run("find", "lantern")
        #expect(found.standardOutput.contains("Box is in"))
        #expect(
            found.standardOutput.split(separator: "\n").contains { $0.contains("Lantern") && $0.contains("Unit 12") })
        let json = await tote.run("box", "list", "--json")
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let entries = object?["entries"] as? [[String: Any]]
        let paths = entries?.map { ($0["containers"] as? [[String: Any]])?.map { $0["title"] as? String } }
        #expect(paths == [[], ["Unit 12"]])
        let alone = CommandLineHarness()
        _ = await alone.run("box", "add", "Crate")
        #expect(!(await alone.run("box", "list")).standardOutput.contains(" In"))
    }
}
