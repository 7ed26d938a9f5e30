import Foundation
import Testing
import ToteApplication

@testable import ToteCLI

@Suite("Tote command line")
struct ToteCommandLineTests {
    @Test("adds a box and prints it, with status 0 and nothing on standard error")
    func addsABox() async {
        // Given an empty inventory
        let tote = CommandLineHarness()

        // When
        let result = await tote.run("box", "add", "Kitchen", "--location", "Garage")

        // Then
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(
            result.standardOutput == """
                Box #1: Kitchen
                  Location: Garage
                  Note:     —
                  Items:    0

                No items in this box yet. Add one with: tote item add 1 TITLE

                """)
    }

    @Test("prints the changed entity after each write command")
    func writeCommandsPrintWhatChanged() async {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Garage")
        _ = await tote.run("box", "add", "Kitchen")
        _ = await tote.run("item", "add", "#1", "Kettle")

        let moved = await tote.run("item", "move", "1", "2")
        let counted = await tote.run("item", "quantity", "#1", "4")
        let emptied = await tote.run("box", "empty", "2", "--into", "1")

        #expect(moved.standardOutput.hasPrefix("Item #1: Kettle\n  Quantity: 1\n  Box:      #2 Kitchen\n"))
        #expect(counted.standardOutput.contains("Quantity: 4"))
        #expect(emptied.standardOutput.hasPrefix("Box #1: Garage\n"))
        #expect(emptied.standardOutput.contains("#1  Kettle"))
    }

    @Test("prints JSON with --json")
    func json() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")

        let result = await tote.run("item", "add", "1", "Kettle", "--quantity", "2", "--json")

        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["id", "number", "title", "quantity", "note", "box", "version"])
        #expect(object["quantity"] as? Int == 2)
        #expect(object["note"] is NSNull)
    }

    @Test("answers a domain error with status 1 and one line on standard error")
    func domainError() async {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        _ = await tote.run("item", "add", "1", "Kettle")

        let result = await tote.run("box", "remove", "1")

        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(
            result.standardError
                == "error: box #1 still holds 1 item; move them out first, or remove the box together with its items (--force)\n"
        )
    }

    @Test("prints what it removed")
    func removes() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        _ = await tote.run("item", "add", "1", "Kettle")

        let item = await tote.run("item", "remove", "1")
        let box = await tote.run("box", "remove", "1", "--json")

        #expect(item.standardOutput == "Removed item #1 Kettle (quantity 1) from box #1 Kitchen.\n")
        let removedBox = try #require(
            try JSONSerialization.jsonObject(with: Data(box.standardOutput.utf8)) as? [String: Any])
        #expect(removedBox["title"] as? String == "Kitchen")
        #expect((removedBox["items"] as? [Any])?.isEmpty == true)
        #expect(await tote.run("box", "list").standardOutput == "No boxes yet. Add one with: tote box add TITLE\n")
    }

    @Test(
        "checks what was typed before it opens the store",
        arguments: [
            (["box", "show", "abc"], "error: 'abc' is not a box number; write a box number as 12 or #12\n"),
            (["item", "show", "#"], "error: '#' is not an item number; write an item number as 40 or #40\n"),
            (
                ["item", "add", "1", "Kettle", "--quantity", "-1"],
                "error: quantity must be from 1 to 1000000, not -1\n"
            ),
            (["item", "quantity", "1", "--", "-1"], "error: quantity must be from 1 to 1000000, not -1\n"),
            (["box", "list", "--per-page", "501"], "error: page size must be from 1 to 500, not 501\n"),
            (["history", "--page", "x"], "error: page must be a whole number, not 'x'\n"),
            (["find", "  "], "error: search text must not be empty\n"),
            (
                ["box", "status", "5-1", "sealed"],
                "error: '5-1' is not a range of box numbers: write the lower number first, such as 12-40\n"
            ),
            (
                ["box", "room", "1-20000", "Hall"],
                "error: 20000 box numbers are too many for one change; at most 10000 are allowed\n"
            ),
            (["box", "mark", "fragile"], "error: box numbers must not be empty\n"),
            (
                ["box", "unmark", "1", "x", "fragile"],
                "error: 'x' is not a box number; write a box number as 12 or #12\n"
            ),
            (
                ["arrivals", String(repeating: "r", count: 201)],
                "error: room is 201 characters long; at most 200 are allowed\n"
            ),
            (
                ["box", "list", "--status", "gone"],
                "error: 'gone' is not a status; use packing, sealed, loaded, arrived, unpacked or stored\n"
            ),
            (["find", "\0"], "error: search text must contain at least one letter or digit\n"),
            (
                ["find", "a" + String(repeating: "\u{0301}", count: 10_000)],
                "error: search text stacks more than 4 accents or marks on one letter\n"
            ),
            (["find", "--", "--- ..."], "error: search text must contain at least one letter or digit\n"),
            (
                ["find", String(repeating: "x", count: 10_000)],
                "error: search text is 10000 characters long; at most 200 are allowed\n"
            ),
        ])
    func validatesFirst(arguments: [String], message: String) async {
        let tote = CommandLineHarness()

        let result = await ToteCommandLineTests.run(tote, arguments)

        #expect(result.status == 1)
        #expect(result.standardError == message)
        #expect(await tote.opened.locations.isEmpty)
    }

    @Test(
        "refuses a title of stacked marks or of nothing visible in one line, adding nothing",
        arguments: [
            (
                "Z" + String(repeating: "\u{0301}", count: 5),
                "error: title stacks more than 4 accents or marks on one letter\n"
            ),
            ("\u{3164}", "error: title shows nothing: it must hold at least one visible character\n"),
        ])
    func refusesTitle(title: String, message: String) async {
        let tote = CommandLineHarness()

        let result = await ToteCommandLineTests.run(tote, ["box", "add", title])
        let list = await tote.run("box", "list", "--json")

        #expect(result.status == 1)
        #expect(result.standardError == message)
        #expect(
            list.standardOutput.filter { !$0.isWhitespace }
                == #"{"entries":[],"page":1,"pageCount":1,"perPage":50,"totalCount":0}"#)
    }

    @Test("passes --store to the opener, and nil without it")
    func storeOption() async {
        let tote = CommandLineHarness()

        _ = await tote.run("box", "list", "--store", "memory:")
        _ = await tote.run("history")

        #expect(await tote.opened.locations == ["memory:", nil])
    }

    @Test("reports a store that cannot be opened as an error line with status 1")
    func storeFailure() async {
        let harness = CommandLineHarness()
        let failing = CommandLineServices(
            openStore: { _, _ in throw StoreError.unsupportedLocation("foo:bar") },
            openUsers: harness.services.openUsers,
            openSettings: harness.services.openSettings, backUp: harness.services.backUp,
            restore: harness.services.restore, openWholeStore: harness.services.openWholeStore,
            openOutput: harness.services.openOutput,
            showProgress: harness.services.showProgress, serve: harness.services.serve,
            readPassword: harness.services.readPassword, requireStore: harness.services.requireStore,
            clock: harness.progressClock, chooseServer: harness.services.chooseServer, logins: harness.services.logins,
            openFiles: harness.services.openFiles)

        let result = await ToteCommandLine.run(["box", "list", "--store", "foo:bar"], services: failing)

        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: 'foo:bar' is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or postgres://USER:PASSWORD@HOST:PORT/DATABASE\n"
        )
    }

    @Test(
        "leaves a malformed command line to the parser, which exits with its own status",
        arguments: [["box", "add"], ["box", "list", "--colour"], ["item", "quantity", "1", "-1"]])
    func malformed(arguments: [String]) async {
        let tote = CommandLineHarness()

        let result = await ToteCommandLineTests.run(tote, arguments)

        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("Error: "))
        #expect(result.standardOutput == "")
        #expect(await tote.opened.locations.isEmpty)
    }

    @Test("prints help on standard output with status 0", arguments: [["--help"], ["box"], ["item", "add", "--help"]])
    func help(arguments: [String]) async {
        let result = await ToteCommandLineTests.run(CommandLineHarness(), arguments)

        #expect(result.status == 0)
        #expect(result.standardOutput.contains("USAGE: tote"))
        #expect(result.standardError == "")
    }

    @Test("prints its version on standard output with status 0, opening no store")
    func version() async {
        let tote = CommandLineHarness()
        let result = await ToteCommandLineTests.run(tote, ["--version"])

        #expect(result.status == 0)
        #expect(result.standardOutput == "tote \(ToteRelease.version)\n")
        #expect(result.standardError == "")
        #expect(await tote.opened.locations.isEmpty)
    }

    private static func run(_ harness: CommandLineHarness, _ arguments: [String]) async -> CommandLineResult {
        await harness.run(arguments)
    }

    @Test(
        "a command that only reads or changes refuses a store that is not there; one that adds starts it",
        arguments: [
            ["box", "list"], ["box", "show", "1"], ["find", "kettle"], ["history"], ["box", "rename", "1", "Hall"],
            ["item", "move", "1", "2"], ["export"], ["box", "counts"], ["user", "password", "robin"],
        ])
    func readsNeverCreate(arguments: [String]) async {
        let harness = CommandLineHarness()
        let result = await harness.run(arguments + ["--store", CommandLineHarness.missing])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: there is no Tote store at memory:missing; tote box add TITLE starts one there, or give "
                + "--store (or TOTE_STORE) to name the one you meant\n")
        #expect(await harness.opened.locations.isEmpty)
        let added = await harness.run("box", "add", "Kitchen", "--store", CommandLineHarness.missing)
        #expect(added.status == 0)
    }
}
