import Foundation
import Testing

/// What every command does alike: tables fit the terminal or show whole, `-` reads standard input, `-q` prints the
/// new number, lists print the API's page envelope, a mistyped command is answered with what it could mean, and
/// nothing to change is no failure.
@Suite("Command line conventions")
struct ConventionsTests {
    static let longTitle = "Winter clothes, scarves and the good gloves from the attic, second shelf on the left"

    @Test(
        "a table is as wide as the terminal; in a pipe or with --wide it shows every title whole",
        arguments: [(80, [String](), false), (200, [], true), (nil, [], true), (80, ["--wide"], true)])
    func tableWidth(columns: Int?, options: [String], whole: Bool) async {
        var tote = CommandLineHarness()
        tote.terminalColumns = columns
        _ = await tote.run("box", "add", Self.longTitle)

        let list = await tote.run(["box", "list"] + options)

        #expect(list.standardOutput.contains(Self.longTitle) == whole)
        let widest = list.standardOutput.split(separator: "\n").map(\.count).max() ?? 0
        #expect(whole ? widest > 80 : widest <= 80)
    }

    @Test("- reads a title or a note from standard input, less the line break that ends it")
    func standardInput() async {
        var tote = CommandLineHarness()
        tote.input = "Winter clothes\n"
        let box = await tote.run("box", "add", "-", "--json")
        #expect(box.status == 0)
        #expect(box.standardOutput.contains(#""title" : "Winter clothes""#))

        tote.input = "Packed by Ann, 3 May\nfragile on top\n"
        let note = await tote.run("box", "note", "1", "-", "--json")
        #expect(note.standardOutput.contains(#""note" : "Packed by Ann, 3 May\nfragile on top""#))

        let both = await tote.run("item", "add", "1", "-", "--note", "-")
        #expect(both.status == 1)
        #expect(both.standardError == "error: only one argument can be read from standard input (-)\n")

        tote.input = nil
        let unreadable = await tote.run("box", "rename", "1", "-")
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError == "error: standard input is not UTF-8 text\n")
        #expect(await tote.run("box", "show", "1", "--json").standardOutput.contains(#""title" : "Winter clothes""#))
    }

    @Test("-q prints only the new number, for scripts; with --json, a document holding it")
    func quiet() async {
        let tote = CommandLineHarness()
        #expect(await tote.run("box", "add", "Kitchen", "-q").standardOutput == "1\n")
        #expect(await tote.run("box", "add", "Hall", "--quiet").standardOutput == "2\n")
        #expect(await tote.run("item", "add", "2", "Kettle", "-q").standardOutput == "1\n")
        #expect(await tote.run("item", "add", "2", "Mug", "-q", "--json").standardOutput == "{\n  \"number\" : 2\n}\n")
    }

    @Test("a paged list prints the API's page envelope; --all puts every page into one")
    func envelopes() async throws {
        let tote = CommandLineHarness()
        for number in 1...120 { _ = await tote.run("box", "add", "Box \(number)", "-q") }

        let first = try Self.object(await tote.run("box", "list", "--json").standardOutput)
        #expect((first["entries"] as? [Any])?.count == 50)
        #expect(first["totalCount"] as? Int == 120 && first["pageCount"] as? Int == 3 && first["page"] as? Int == 1)

        let all = try Self.object(await tote.run("box", "list", "--all", "--json").standardOutput)
        let titles = (all["entries"] as? [[String: Any]])?.compactMap { $0["title"] as? String }
        #expect(titles == (1...120).map { "Box \($0)" })
        #expect(all["totalCount"] as? Int == 120 && all["pageCount"] as? Int == 1 && all["perPage"] as? Int == 120)

        let history = try Self.object(await tote.run("history", "--per-page", "7", "--json").standardOutput)
        #expect((history["entries"] as? [Any])?.count == 7 && history["totalCount"] as? Int == 120)
        let text = await tote.run("history", "--all")
        #expect(text.standardOutput.components(separatedBy: "added box").count - 1 == 120)
    }

    @Test(
        "a mistyped command is answered with the commands it could mean, and opens nothing",
        arguments: [
            (["box", "ad", "Kitchen"], "error: 'ad' is not a command of 'tote box'; did you mean 'tote box add'?"),
            (["bx", "list"], "error: 'bx' is not a command of 'tote'; did you mean 'tote box'?"),
            (
                ["item", "mvoe", "1", "2"],
                "error: 'mvoe' is not a command of 'tote item'; did you mean 'tote item move'?"
            ),
            (
                ["photo", "zzz"],
                "error: 'zzz' is not a command of 'tote photo'; its commands are add, list, get, cover, remove"
            ),
        ])
    func mistyped(arguments: [String], message: String) async {
        let tote = CommandLineHarness()

        let result = await tote.run(arguments)

        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix(message + "\n"))
        #expect(await tote.opened.locations.isEmpty)
    }

    @Test("moving an item into the box it is in changes nothing and succeeds, as every other no-op does")
    func nothingToChange() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        _ = await tote.run("item", "add", "1", "Kettle")
        let before = try Self.object(await tote.run("history", "--json").standardOutput)["totalCount"] as? Int

        let move = await tote.run("item", "move", "1", "1")
        let rename = await tote.run("box", "rename", "1", "Kitchen")
        let moved = await tote.run("item", "move", "1", "1", "--json")

        for result in [move, rename, moved] {
            #expect(result.status == 0)
            #expect(result.standardError == "")
        }
        #expect(move.standardOutput.hasPrefix("Nothing changed: it was like that already.\nItem #1"))
        #expect(rename.standardOutput.hasPrefix("Nothing changed: it was like that already.\nBox #1"))
        #expect(try Self.object(moved.standardOutput)["number"] as? Int == 1)
        #expect(try Self.object(await tote.run("history", "--json").standardOutput)["totalCount"] as? Int == before)
    }

    private static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
