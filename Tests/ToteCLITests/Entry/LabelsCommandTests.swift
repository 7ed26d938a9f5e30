import Foundation
import Testing
import ToteApplication
import ToteTesting

@Suite("tote labels")
struct LabelsCommandTests {
    @Test("writes a print page with each box's label, its QR code holding the remembered public address")
    func remembersTheAddress() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Plates")
        _ = await tote.run("box", "add", "Books")
        _ = await tote.run("box", "room", "1", "2", "Kitchen")
        _ = await tote.run("box", "mark", "1", "fragile")
        try await TemporaryDirectory.with { directory in
            let page = directory.path("labels.html")
            let refused = await tote.run("labels", "1-2", "--output", page)
            #expect(refused.status == 1)
            #expect(refused.standardError.contains("labels need the address people reach Tote at"))
            #expect(!FileManager.default.fileExists(atPath: page))

            try await tote.store.remember(publicURL: PublicURL("https://boxes.example.org/"))
            let written = await tote.run("labels", "1-2", "--skip", "5", "--output", page)
            #expect(written.standardOutput == "Wrote 2 labels on 1 sheet of A4, 3 × 8 to \(page).\n")
            let html = try String(contentsOfFile: page, encoding: .utf8)
            #expect(html.contains("#1</text>") && html.contains("Plates") && html.contains("FRAGILE"))
            #expect(html.contains("→ Kitchen"))

            let drawing = directory.path("labels.svg")
            let overridden = await tote.run(
                "labels", "--all", "--layout", "2x4", "--paper", "letter", "--public-url", "https://other.example",
                "--output", drawing, "--json")
            #expect(overridden.standardOutput.contains("\"sheets\" : 1"))
            #expect(try String(contentsOfFile: drawing, encoding: .utf8).contains("height=\"279.4mm\""))

            _ = await tote.run("item", "add", "1", "Soup bowl", "--quantity", "6")
            let roll = directory.path("roll.svg")
            let printed = await tote.run(
                "labels", "1", "2", "--paper", "62x100mm", "--contents", "all", "--output", roll)
            let pages = [directory.path("roll-1.svg"), directory.path("roll-2.svg")]
            #expect(
                printed.standardOutput
                    == "Wrote 2 labels of 62 × 100 mm, one a page to \(pages.joined(separator: ", ")).\n")
            let first = try String(contentsOfFile: pages[0], encoding: .utf8)
            #expect(first.contains("width=\"62mm\" height=\"100mm\"") && first.contains(">6 × Soup bowl</text>"))
            let second = try String(contentsOfFile: pages[1], encoding: .utf8)
            #expect(second.contains(">Empty</text>"))
        }
    }

    @Test(
        "refuses what cannot be printed, and writes nothing",
        arguments: [
            (["labels", "1", "9", "12"], "error: there is no box #9, #12 to make a label for\n"),
            (
                ["labels", "--all", "1"],
                "error: name the boxes to make labels for (such as 3 7 12-40), or give --all, not both\n"
            ),
            (
                ["labels", "1", "--layout", "5x14"],
                "error: 5x14 labels do not fit on a4 paper: each would be 36.4 × 17.3 mm, and a label needs at least 35 × 20 mm\n"
            ),
            (
                ["labels", "1", "--skip=-1"],
                "error: the labels to skip must be from 0 to 23, the used labels of one sheet of 24, not -1\n"
            ),
            (
                ["labels", "1", "--skip", "24"],
                "error: the labels to skip must be from 0 to 23, the used labels of one sheet of 24, not 24\n"
            ),
            (
                ["labels", "1", "--paper", "a3"],
                "error: 'a3' is not a paper size; use a4, letter, or a label printer's label as WIDTHxHEIGHT in mm or "
                    + "in, such as 62x100mm or 4x6in\n"
            ),
            (
                ["labels", "1", "--contents", "501"],
                "error: '501' is not a number of items to list on each label; use a whole number from 0 to 500, or all\n"
            ),
            (
                ["labels", "3-1"],
                "error: '3-1' is not a range of box numbers: write the lower number first, such as 12-40\n"
            ),
            (
                ["labels", "1", "--public-url", "ftp://x"],
                "error: the public URL must be an http or https address such as https://boxes.example.org, not ftp://x\n"
            ),
        ])
    func refused(arguments: [String], message: String) async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Plates")
        try await TemporaryDirectory.with { directory in
            let page = directory.path("labels.html")
            var line = arguments + ["--output", page]
            if !arguments.contains("--public-url") { line += ["--public-url", "https://boxes.example.org"] }
            let result = await tote.run(line)
            #expect(result.status == 1)
            #expect(result.standardError == message)
            #expect(!FileManager.default.fileExists(atPath: page))
        }
    }
}
