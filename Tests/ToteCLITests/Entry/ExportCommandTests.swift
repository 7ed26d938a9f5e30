import Foundation
import Testing

@Suite("tote export")
struct ExportCommandTests {
    @Test("writes every item as CSV: UTF-8 with a BOM, a header row, CRLF, quoting, formulas guarded; shows progress")
    func items() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen, upstairs", "--location", "Hall \"north\"")
        _ = await tote.run("box", "add", "Books")
        _ = await tote.run("item", "add", "1", "Kettle", "--quantity", "2", "--note", "Line one\nline two")
        _ = await tote.run("item", "add", "2", "=SUM(A1:A9)")
        _ = await tote.run("item", "add", "2", "漫画 📚")

        let result = await tote.run("export", "--output", "items.csv")

        #expect(result.status == 0)
        #expect(result.standardOutput == "Exported 3 items to items.csv.\n")
        #expect(
            tote.written.text(at: "items.csv")
                == "\u{FEFF}Item,Title,Quantity,Note,Box,Box title,Box location,Box is in\r\n"
                + "1,Kettle,2,\"Line one\nline two\",1,\"Kitchen, upstairs\",\"Hall \"\"north\"\"\",\r\n"
                + "2,'=SUM(A1:A9),1,,2,Books,,\r\n"
                + "3,漫画 📚,1,,2,Books,,\r\n")
        #expect(
            tote.progress.all.last?.wholeMatch(of: /Exporting items: 3 of 3 rows \(100%\) in \d+ s \(last\)/) != nil)
        #expect(
            tote.interruptions.all == [
                "Interrupted: the export was not finished; items.csv is as it was.", "(none)",
            ])
    }

    @Test("writes every box with its room, status, marks and item count; --quiet shows no progress")
    func boxes() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Plates")
        _ = await tote.run("box", "add", "--", "-1 spare")
        _ = await tote.run("box", "room", "1", "Kitchen")
        _ = await tote.run("box", "mark", "1", "fragile")
        _ = await tote.run("box", "status", "2", "stored")
        _ = await tote.run("item", "add", "1", "Cup")

        let result = await tote.run("export", "--table", "boxes", "--quiet", "--json", "--output", "boxes.csv")

        #expect(result.standardOutput.contains("\"rows\" : 2"))
        #expect(
            tote.written.text(at: "boxes.csv")
                == "\u{FEFF}Box,Title,Location,Note,Room,Status,Fragile,Open first,Items\r\n"
                + "1,Plates,,,Kitchen,packing,yes,,1\r\n" + "2,'-1 spare,,,,stored,,,0\r\n")
        #expect(tote.progress.all.isEmpty)
    }

    @Test("an empty inventory is a header row alone; without --output the table goes to standard output")
    func emptyAndStandardOutput() async throws {
        let tote = CommandLineHarness()
        let result = await tote.run("export")
        #expect(result.standardOutput == "")
        #expect(
            tote.written.text(at: "-") == "\u{FEFF}Item,Title,Quantity,Note,Box,Box title,Box location,Box is in\r\n")
    }

    @Test(
        "refuses what it cannot write before opening the store",
        arguments: [
            (["export", "--json"], "--json needs --output: without it the export itself goes to standard output"),
            (["export", "--format", "xlsx"], "The value 'xlsx' is invalid for '--format <format>'"),
            (["export", "--table", "rooms"], "The value 'rooms' is invalid for '--table <table>'"),
        ])
    func refused(arguments: [String], message: String) async {
        let tote = CommandLineHarness()
        let result = await tote.run(arguments)
        #expect(result.status != 0)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(await tote.opened.locations.isEmpty)
    }
}
