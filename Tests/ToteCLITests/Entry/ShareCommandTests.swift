import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteTesting

@Suite("tote share")
struct ShareCommandTests {
    /// A harness whose inventory has box #1 Pans and #2 Cups for the Kitchen, and #3 Books.
    private func tote() async -> CommandLineHarness {
        let tote = CommandLineHarness()
        for title in ["Pans", "Cups", "Books"] { _ = await tote.run("box", "add", title) }
        _ = await tote.run("box", "room", "1", "2", "Kitchen")
        return tote
    }

    @Test("makes a room's link, shown once under the remembered address; lists it; withdraws it")
    func lifecycle() async throws {
        let tote = await tote()
        try await tote.store.remember(publicURL: try PublicURL("https://boxes.example.org"))
        let made = await tote.run("share", "add", "--room", "kitchen", "--expires", "7d", "--note", "For the movers")
        #expect(made.status == 0, "\(made.standardError)")
        let lines = made.standardOutput.split(separator: "\n")
        #expect(lines.first == "https://boxes.example.org/s/secret-1")
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "Anyone with this link sees the boxes for the kitchen, read-only, until ") == true)
        let id = try #require(try await tote.store.shareLinks().links(in: Inventory.localID).first?.id)
        #expect(made.standardOutput.contains("tote share remove \(id) withdraws it."))

        let listed = await tote.run("share", "list")
        #expect(listed.standardOutput.hasPrefix("\(id)  The boxes for the kitchen · For the movers\n"))
        #expect(
            listed.standardOutput.contains("  made by command line on ") && listed.standardOutput.contains("never used")
        )
        let json = await tote.run("share", "list", "--json")
        #expect(json.standardOutput.contains("\"scope\" : \"room\"") && !json.standardOutput.contains("secret-1"))

        let removed = await tote.run("share", "remove", id.description)
        #expect(removed.standardOutput == "Withdrew share link \(id): it no longer works.\n")
        #expect(await tote.run("share", "list").standardOutput == "No share links.\n")
        let again = await tote.run("share", "remove", id.description)
        #expect(again.status == 1 && again.standardError == "error: there is no such share link in this inventory\n")
    }

    @Test("without a known address the link is its path, and the command says what to put before it")
    func noAddress() async throws {
        let tote = await tote()
        let made = await tote.run("share", "add", "--boxes", "1 3", "--json")
        #expect(made.status == 0)
        #expect(
            made.standardOutput.contains("\"url\" : \"/s/secret-1\"")
                && made.standardOutput.contains("\"boxes\" : [\n    1,\n    3\n  ]"))
        let text = await tote.run("share", "add")
        #expect(text.standardOutput.hasPrefix("/s/secret-2\nAnyone with this link sees every box, read-only, until "))
        #expect(text.standardOutput.contains("No address people reach Tote at is known"))
    }

    static let refusals: [([String], String)] = [
        (["--room", "Kitchen", "--boxes", "1"], "give a room or box numbers, not both"),
        (["--room", "Kichen"], "no box goes to the room 'Kichen'"),
        (["--room", ""], "room must not be empty"),
        (["--boxes", " "], "box numbers must not be empty"),
        (["--boxes", "1 4 5"], "there is no box #4 or #5"),
        (["--boxes", "1-2000"], "2000 box numbers are too many for one change; at most 1000 are allowed"),
        (
            ["--expires", "forever"],
            "expiry must be a number of hours, days or weeks, such as 12h, 7d or 4w, not 'forever'"
        ),
        (["--expires", "2y"], "expiry must be a number of hours, days or weeks, such as 12h, 7d or 4w, not '2y'"),
        (["--expires", "400d"], "expiry must be from 1 hour to 365 days, not 400d"),
        (["--note", String(repeating: "n", count: 201)], "note is 201 characters long; at most 200 are allowed"),
    ]

    @Test("what cannot be shared is refused in one line, and no link is made")
    func refusals() async throws {
        let tote = await tote()
        for (arguments, message) in Self.refusals {
            let refused = await tote.run(["share", "add"] + arguments)
            #expect(refused.status == 1, "\(arguments)")
            #expect(refused.standardError == "error: \(message)\n", "\(arguments)")
        }
        let badID = await tote.run("share", "remove", "nope")
        #expect(
            badID.standardError
                == "error: 'nope' is not a share link's id; tote share list shows them, such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301\n"
        )
        #expect(try await tote.store.shareLinks().links(in: Inventory.localID) == [])
    }
}
