import Foundation
import Testing

/// `tote item add BOX --from FILE|-`: many items from a list, in one change.
@Suite("Adding items from a list")
struct ItemListCommandTests {
    @Test("every line of standard input is an item, with a quantity and a note after tabs; blank lines are skipped")
    func fromStandardInput() async throws {
        var tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        tote.input = "Plates\t6\nCups\t2\tBlue ones\r\n\n  \nBowls\n"

        let added = await tote.run("item", "add", "1", "--from", "-")

        #expect(added.status == 0)
        #expect(added.standardOutput == "Added 3 items to box #1: #1 to #3.\n")
        let shown = await tote.run("box", "show", "1", "--json")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["Plates", "Cups", "Bowls"])
        #expect(items.map { $0["quantity"] as? Int } == [6, 2, 1])
        #expect(items[1]["note"] as? String == "Blue ones")
    }

    @Test("a file's list is added; -q prints the new numbers one a line, --json the box and the numbers")
    func fromFile() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Hall")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("items-\(UUID()).txt")
        try Data("Umbrella\nBoots\t2\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        #expect(await tote.run("item", "add", "1", "--from", file.path, "-q").standardOutput == "1\n2\n")
        #expect(
            await tote.run("item", "add", "#1", "--from", file.path, "--json").standardOutput
                == "{\n  \"box\" : 1,\n  \"items\" : [\n    3,\n    4\n  ]\n}\n")
    }

    @Test(
        "a list with a line the domain refuses adds nothing, and names the line",
        arguments: [
            ("Plates\n\t3\nCups\n", "error: line 2: title must not be empty\n"),
            ("Plates\nCups\tmany\n", "error: line 2: quantity must be a whole number, not 'many'\n"),
            (
                "Plates\t1\tnote\textra\n",
                "error: line 1: more than three fields: give a title, a quantity and a note, tab apart\n"
            ),
            ("\n\n", "error: items must not be empty\n"),
        ])
    func refused(list: String, message: String) async throws {
        var tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        tote.input = list

        let result = await tote.run("item", "add", "1", "--from", "-")

        #expect(result.status == 1)
        #expect(result.standardError == message)
        #expect(await tote.run("box", "show", "1").standardOutput.contains("No items in this box yet"))
    }

    @Test(
        "a title and a list cannot be given together, and one of them must be",
        arguments: [
            ["item", "add", "1", "Kettle", "--from", "-"], ["item", "add", "1"],
            ["item", "add", "1", "--from", "-", "--quantity", "2"],
        ])
    func titleOrList(arguments: [String]) async {
        let tote = CommandLineHarness()
        let result = await tote.run(arguments)
        #expect(result.status == 64)
        #expect(await tote.opened.locations.isEmpty)
    }

    @Test("a file that is no text, or cannot be read, is refused before anything is opened")
    func unreadable() async throws {
        let tote = CommandLineHarness()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("items-\(UUID()).bin")
        try Data([0xFF, 0xFE, 0x00]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let binary = await tote.run("item", "add", "1", "--from", file.path)
        let missing = await tote.run("item", "add", "1", "--from", "/nonexistent/list.txt")

        #expect(binary.standardError == "error: \(file.path) is not UTF-8 text\n")
        #expect(missing.standardError == "error: cannot read /nonexistent/list.txt\n")
        #expect(await tote.opened.locations.isEmpty)
    }
}
