import Foundation
import Testing

@Suite("CSV exports of the built tote")
struct ExportTests {
    /// The rows of a CSV file as Python's csv module reads it, as a spreadsheet does (the BOM taken as UTF-8's).
    private static func spreadsheetRows(_ path: String, _ tote: ToteSandbox) async throws -> [[String]] {
        let script =
            "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding='utf-8-sig', newline='')))))"
        let result = try await tote.run(shell: "exec python3 -c \"$1\" \"$2\"", [script, path])
        return try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String]], "\(result)")
    }

    @Test("items and boxes read back as a spreadsheet reads them, in any script, with commas, quotes and lines")
    func readsBack() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Küche, oben", "--location", "Flur \"Nord\"")
            try await tote.succeed("item", "add", "1", "Wasserkocher", "--note", "zwei\nZeilen", "--quantity", "3")
            try await tote.succeed("item", "add", "1", "東京タワー模型 🗼")
            try await tote.succeed("box", "room", "1", "Küche")
            let items = tote.directory.appendingPathComponent("items.csv").path
            let boxes = tote.directory.appendingPathComponent("boxes.csv").path

            let written = try await tote.run("export", "--output", items)
            #expect(try await tote.run("export", "--table", "boxes", "--output", boxes).status == 0)

            #expect(written.standardOutput == "Exported 2 items to \(items).\n")
            // Not a terminal: whole lines on standard error, the last one saying all is done and how long it took.
            #expect(
                written.standardError.split(separator: "\n").last?.wholeMatch(
                    of: /Exporting items: 2 of 2 rows \(100%\) in (under a second|\d+ s)/) != nil)
            #expect(!written.standardError.contains("\r"))
            #expect(
                try await Self.spreadsheetRows(items, tote) == [
                    ["Item", "Title", "Quantity", "Note", "Box", "Box title", "Box location", "Box is in"],
                    ["1", "Wasserkocher", "3", "zwei\nZeilen", "1", "Küche, oben", "Flur \"Nord\"", ""],
                    ["2", "東京タワー模型 🗼", "1", "", "1", "Küche, oben", "Flur \"Nord\"", ""],
                ])
            #expect(
                try await Self.spreadsheetRows(boxes, tote) == [
                    ["Box", "Title", "Location", "Note", "Room", "Status", "Fragile", "Open first", "Items"],
                    ["1", "Küche, oben", "Flur \"Nord\"", "", "Küche", "packing", "", "", "2"],
                ])
        }
    }

    @Test("a file that cannot be written is refused in one line, and no file is left")
    func refused() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            let result = try await tote.run("export", "--output", "no/such/folder/items.csv")
            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "error: cannot write no/such/folder/items.csv: the folder no/such/folder does not exist; "
                    + "nothing was written there\n")
            #expect(try tote.listing().allSatisfy { !$0.hasSuffix(".csv") && !$0.hasSuffix(".partial") })
        }
    }

    @Test("--output follows a symbolic link, writes a FIFO and /dev/null in place, and says a full disk in one line")
    func specialOutputs() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            try await tote.succeed("item", "add", "1", "Kettle")
            let folder = tote.directory.path

            let target = folder + "/real.csv"
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.csv", withDestinationPath: "real.csv")
            #expect(try await tote.run("export", "--output", folder + "/link.csv").status == 0)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.csv") == "real.csv")
            #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Kettle"))

            #expect(try await tote.run("export", "--output", "/dev/null").status == 0)
            var status = stat()
            #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)

            let fifo = folder + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            // The reading end is open before the export starts, so that neither waits for the other to open (a
            // reader waiting on a thread of its own may never get one while other tests hold them); the export is
            // far smaller than the pipe's buffer, and once it has exited the reader reads it to its end.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            #expect(reader >= 0)
            #expect(try await tote.run("export", "--output", fifo).status == 0)
            let exported = FileHandle(fileDescriptor: reader, closeOnDealloc: true).readDataToEndOfFile()
            #expect(String(decoding: exported, as: UTF8.self).contains("Kettle"))
            #expect(stat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

            let full = try await tote.run("export", "--output", "/dev/full")
            #expect(full.status == 1)
            #expect(
                full.standardError.hasSuffix(
                    "error: cannot write /dev/full: the disk is full; nothing was written there\n"))
            #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
            #expect(try tote.listing().allSatisfy { !$0.hasSuffix(".partial") })
        }
    }
}
