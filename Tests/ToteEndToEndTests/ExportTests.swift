import Foundation
import Testing

@Suite("CSV exports of the built tote")
struct ExportTests {
    /// The rows of a CSV file as Python's csv module reads it, as a spreadsheet does (the BOM taken as UTF-8's).
    private static func spreadsheetRows(_ path: String, _ tote: ToteSandbox) throws -> [[String]] {
        let script =
            "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding='utf-8-sig', newline='')))))"
        let result = try tote.run(shell: "exec python3 -c \"$1\" \"$2\"", [script, path])
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String]], "\(result)")
    }

    @Test("items and boxes read back as a spreadsheet reads them, in any script, with commas, quotes and lines")
    func readsBack() async throws {
        try await ToteSandbox.with { tote in
            try tote.succeed("box", "add", "Küche, oben", "--location", "Flur \"Nord\"")
            try tote.succeed("item", "add", "1", "Wasserkocher", "--note", "zwei\nZeilen", "--quantity", "3")
            try tote.succeed("item", "add", "1", "東京タワー模型 🗼")
            try tote.succeed("box", "room", "1", "Küche")
            let items = tote.directory.appendingPathComponent("items.csv").path
            let boxes = tote.directory.appendingPathComponent("boxes.csv").path

            let written = try tote.run("export", "--output", items)
            #expect(try tote.run("export", "--table", "boxes", "--output", boxes).status == 0)

            #expect(written.standardOutput == "Exported 2 items to \(items).\n")
            // Not a terminal: whole lines on standard error, the last one saying all is done.
            #expect(written.standardError.hasSuffix("Exporting items: 2 of 2 rows (100%)\n"))
            #expect(!written.standardError.contains("\r"))
            #expect(
                try Self.spreadsheetRows(items, tote) == [
                    ["Item", "Title", "Quantity", "Note", "Box", "Box title", "Box location"],
                    ["1", "Wasserkocher", "3", "zwei\nZeilen", "1", "Küche, oben", "Flur \"Nord\""],
                    ["2", "東京タワー模型 🗼", "1", "", "1", "Küche, oben", "Flur \"Nord\""],
                ])
            #expect(
                try Self.spreadsheetRows(boxes, tote) == [
                    ["Box", "Title", "Location", "Note", "Room", "Status", "Fragile", "Open first", "Items"],
                    ["1", "Küche, oben", "Flur \"Nord\"", "", "Küche", "packing", "", "", "2"],
                ])
        }
    }

    @Test("a file that cannot be written is refused in one line, and no file is left")
    func refused() async throws {
        try await ToteSandbox.with { tote in
            try tote.succeed("box", "add", "Kitchen")
            let result = try tote.run("export", "--output", "no/such/folder/items.csv")
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "error: cannot write no/such/folder/items.csv: the folder no/such/folder does not exist; "
                    + "nothing was written there\n")
            #expect(try tote.listing().allSatisfy { !$0.hasSuffix(".csv") && !$0.hasSuffix(".partial") })
        }
    }
}
