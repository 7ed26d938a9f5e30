import Foundation
import Testing

/// `item move ITEMS… --to BOX` and `item remove ITEMS…`: many items in one change, all or none.
@Suite("Many items at once on the command line")
struct ManyItemsCommandTests {
    /// Boxes #1 Attic and #2 Hall; items #1 Lamp, #2 Rug, #3 Tyre in the attic, #4 Coat in the hall.
    private func packed() async -> CommandLineHarness {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Attic")
        _ = await tote.run("box", "add", "Hall")
        for title in ["Lamp", "Rug", "Tyre"] { _ = await tote.run("item", "add", "1", title) }
        _ = await tote.run("item", "add", "2", "Coat")
        return tote
    }

    @Test("items listed and in ranges, from several boxes, move into one box in one change")
    func move() async throws {
        let tote = await packed()
        let moved = await tote.run("item", "move", "#1", "3-4", "--to", "2")
        #expect(moved.status == 0 && moved.standardError == "")
        #expect(
            moved.standardOutput == """
                Changed 2 items (1 already like that).
                  Moved item #1 Lamp from box #1 Attic to box #2 Hall.
                  Moved item #3 Tyre from box #1 Attic to box #2 Hall.

                """)
        let hall = await tote.run("box", "show", "2")
        for title in ["Lamp", "Tyre", "Coat"] { #expect(hall.standardOutput.contains(title)) }
        let json = try Self.object(await tote.run("item", "move", "1", "2", "3", "--to", "1", "--json").standardOutput)
        #expect(json["changedCount"] as? Int == 2)
        #expect((json["changes"] as? [Any])?.count == 2)
    }

    @Test("the last number is the box when --to is not given, as for one item")
    func lastIsTheBox() async {
        let tote = await packed()
        #expect(await tote.run("item", "move", "1", "2", "2").standardOutput.hasPrefix("Changed 2 items."))
        #expect(await tote.run("item", "move", "3", "2").standardOutput.hasPrefix("Item #3: Tyre"))
    }

    @Test("items listed and in ranges get one quantity in one change; the last number is it without --to")
    func quantity() async throws {
        let tote = await packed()
        let changed = await tote.run("item", "quantity", "1-2", "#4", "--to", "3")
        #expect(changed.status == 0 && changed.standardError == "")
        #expect(
            changed.standardOutput == """
                Changed 3 items.
                  Changed the quantity of item #1 Lamp in box #1 Attic from 1 to 3.
                  Changed the quantity of item #2 Rug in box #1 Attic from 1 to 3.
                  Changed the quantity of item #4 Coat in box #2 Hall from 1 to 3.

                """)
        #expect(await tote.run("item", "quantity", "1", "3", "3").standardOutput.hasPrefix("Changed 1 item (1 already"))
        #expect(await tote.run("item", "quantity", "3", "5").standardOutput.contains("Quantity: 5"))
        let json = try Self.object(await tote.run("item", "quantity", "1", "2", "--to", "4", "--json").standardOutput)
        #expect(json["changedCount"] as? Int == 2)
    }

    @Test(
        "a move or removal with one refused number changes nothing and says why",
        arguments: [
            (["item", "move", "1", "2", "9", "--to", "2"], "error: there is no item #9"),
            (["item", "move", "1-2", "--to", "7"], "error: there is no box #7"),
            (["item", "move", "3-1", "--to", "2"], "error: '3-1' is not a range of item numbers"),
            (["item", "move", "1", "x", "--to", "2"], "error: 'x' is not an item number"),
            (["item", "move", "1"], "error: box number must not be empty"),
            (["item", "quantity", "1", "9", "--to", "2"], "error: there is no item #9"),
            (["item", "quantity", "1", "2", "--to", "0"], "error: quantity must be from 1 to 1000000, not 0"),
            (["item", "quantity", "1"], "error: quantity must not be empty"),
            (["item", "remove", "1", "2", "9"], "error: there is no item #9"),
            (["item", "remove"], "error: item numbers must not be empty"),
        ])
    func refused(arguments: [String], error: String) async throws {
        let tote = await packed()
        let before = try Self.object(await tote.run("history", "--json").standardOutput)["totalCount"] as? Int
        let result = await tote.run(arguments)
        #expect(result.status != 0)
        #expect(result.standardError.hasPrefix(error))
        #expect(try Self.object(await tote.run("history", "--json").standardOutput)["totalCount"] as? Int == before)
    }

    @Test("items from several boxes are removed in one change, each told with its box")
    func remove() async throws {
        let tote = await packed()
        let removed = await tote.run("item", "remove", "2", "4")
        #expect(
            removed.standardOutput == """
                Removed 2 items:
                  Removed item #2 Rug from box #1 Attic.
                  Removed item #4 Coat from box #2 Hall.

                """)
        #expect(!(await tote.run("box", "show", "2").standardOutput.contains("Coat")))
        let json = try Self.object(await tote.run("item", "remove", "1", "3", "--json").standardOutput)
        #expect(json["changedCount"] as? Int == 2)
        #expect(json["removal"] is String)
        #expect(await tote.run("find", "lamp").standardOutput.contains("Lamp") == false)
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
