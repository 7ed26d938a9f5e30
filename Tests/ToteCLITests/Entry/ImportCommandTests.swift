import Foundation
import Testing
import ToteTesting

@Suite("tote import")
struct ImportCommandTests {
    static let homebox = """
        HB.import_ref,HB.location,HB.labels,HB.asset_id,HB.archived,HB.name,HB.quantity,HB.description,HB.notes,\
        HB.purchase_price,HB.field.Colour
        A1,Garage / Shelf 2,tools;power,000-001,false,Cordless drill,1,"18V, with charger",,89.99,Green
        A2,Garage / Shelf 2,tools,,false,Screwdriver set,12,,"Some ""quoted"" notes",,
        A3,Kitchen,,,,Kettle,,,,,

        """

    @Test(
        "imports a Homebox file: a place per level of a path, a box per last level, an item per row, the rest in its note"
    )
    func homebox() async throws {
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            let file = try Self.write(Self.homebox, in: directory)

            let result = await tote.run("import", file)

            #expect(result.status == 0)
            #expect(
                result.standardOutput == """
                    Imported 3 rows: 3 boxes and 3 items added, 0 items changed, 0 items already as the file says.
                    Not kept, as Tote has no place for them: HB.archived (2 rows), HB.purchase_price (1 row).

                    """)
            #expect((await tote.run("box", "show", "2")).standardOutput.contains("Inside:   Garage"))
            let drill = await tote.run("item", "show", "1")
            #expect(drill.standardOutput.contains("18V, with charger"))
            #expect(drill.standardOutput.contains("Labels: tools, power"))
            #expect(drill.standardOutput.contains("Asset ID: 000-001"))
            #expect(drill.standardOutput.contains("Colour: Green"))
            #expect((await tote.run("item", "show", "2")).standardOutput.contains("Quantity: 12"))
            #expect((await tote.run("find", "green")).standardOutput.contains("Cordless drill"))
            let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
            #expect(
                tote.progress.all.last?.hasPrefix("Importing: \(size) of \(size) bytes (100%) in ") == true)
            #expect(
                tote.interruptions.all == [
                    "Interrupted: nothing was imported; the store undoes what the import wrote, at the latest when it is "
                        + "next opened. / Stopping: undoing what the import wrote (Ctrl-C again to leave that to the "
                        + "store)…",
                    "(none)",
                ])

            let again = await tote.run("import", file, "--json", "--quiet")
            #expect(again.standardOutput.contains("\"itemsUnchanged\" : 3"))
            #expect(again.standardOutput.contains("\"itemsAdded\" : 0"))
        }
    }

    @Test("reads TSV with its columns in any order, a BOM, CRLF lines and the other names of Homebox's columns")
    func tabsAndAliases() async throws {
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            let file = try Self.write(
                "\u{FEFF}HB.name\tHB.tags\tHB.purchase_date\tHB.location\r\nLamp\tlight;desk\t2024-01-02\tStudy\r\n",
                in: directory)
            let result = await tote.run("import", file, "--quiet")
            #expect(result.status == 0)
            #expect(result.standardOutput.contains("HB.purchase_date (1 row)"))
            #expect((await tote.run("item", "show", "1")).standardOutput.contains("Labels: light, desk"))
            #expect((await tote.run("box", "show", "1")).standardOutput.contains("Box #1: Study"))
        }
    }

    @Test("a dry run reports what would change and changes nothing")
    func dryRun() async throws {
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            let result = await tote.run("import", try Self.write(Self.homebox, in: directory), "--dry-run")
            #expect(
                result.standardOutput.hasPrefix(
                    "A dry run of 3 rows: 3 boxes and 3 items would be added, 0 items would change, "
                        + "0 items already as the file says. Nothing was changed.\n"))
            #expect((await tote.run("box", "list")).standardOutput.contains("No boxes"))
        }
    }

    @Test(
        "refuses a bad file with its line and reason, and changes nothing", arguments: 0..<BadImportFiles.homebox.count)
    func badFile(_ index: Int) async throws {
        let (name, content, message) = BadImportFiles.homebox[index]
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            _ = await tote.run("box", "add", "Before")
            let before = await tote.run("history", "--json")
            let file = directory.path("bad.csv")
            #expect(FileManager.default.createFile(atPath: file, contents: Data(content)), "\(name)")

            for dryRun in [false, true] {
                let result = await tote.run(["import", file, "--quiet"] + (dryRun ? ["--dry-run"] : []))
                #expect(result.status == 1, "\(name)")
                #expect(result.standardError == "error: \(message); nothing was imported\n", "\(name)")
            }
            #expect(await tote.run("history", "--json").standardOutput == before.standardOutput, "\(name)")
            #expect((await tote.run("box", "add", "After")).standardOutput.contains("#2"), "\(name)")
        }
    }

    @Test("refuses a file larger than 512 MB before reading it, and a file that is not there")
    func tooLargeOrMissing() async throws {
        try await TemporaryDirectory.with { directory in
            let tote = CommandLineHarness()
            let file = directory.path("huge.csv")
            #expect(FileManager.default.createFile(atPath: file, contents: Data(BadImportFiles.header.utf8)))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
            try handle.truncate(atOffset: 1 << 30)
            try handle.close()
            let huge = await tote.run("import", file)
            #expect(huge.status == 1)
            #expect(
                huge.standardError
                    == "error: the file is 1.07 GB; Tote imports files of at most 512 MB: split it into several; "
                    + "nothing was imported\n")
            let missing = await tote.run("import", directory.path("none.csv"))
            #expect(missing.standardError.contains("cannot read"))
            #expect(missing.status == 1)
        }
    }

    @Test("a Ctrl-C during an import stops it and ends with status 130 once it is undone: the inventory is as it was")
    func stopped() async throws {
        try await TemporaryDirectory.with { directory in
            var tote = CommandLineHarness()
            _ = await tote.run("box", "add", "Hall")
            let rows = (0..<20_000).map { "R\($0),Shelf \($0 % 50),Thing \($0),1\n" }.joined()
            let file = try Self.write("HB.import_ref,HB.location,HB.name,HB.quantity\n" + rows, in: directory)
            tote.interruptsWork = true
            let result = await tote.run("import", file)
            #expect(result.status == 130)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError == "Interrupted: nothing was imported; the inventory is as it was.\n")
            let boxes = await tote.run("box", "list")
            #expect(boxes.standardOutput.contains("Hall") && !boxes.standardOutput.contains("Shelf"))
        }
    }

    @Test("a Ctrl-C that comes as an import ends leaves it done, and the command says so")
    func stoppedTooLate() async throws {
        try await TemporaryDirectory.with { directory in
            var tote = CommandLineHarness()
            tote.interruptsWork = true
            let file = try Self.write(Self.homebox, in: directory)
            let result = await tote.run("import", file)
            #expect(result.status == 0)
            #expect(result.standardOutput.hasPrefix("Imported 3 rows: "))
            #expect(
                result.standardError
                    == "note: Ctrl-C came as the import ended, too late to stop it: what it did is kept\n")
            #expect((await tote.run("item", "show", "3")).standardOutput.contains("Kettle"))
        }
    }

    @Test("a Ctrl-C while a whole inventory is put back stops it: the inventory stays empty")
    func stoppedWhole() async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            _ = await source.run("box", "add", "Hall")
            let list = directory.path("items.txt")
            try (0..<3_000).map { "Thing \($0)\n" }.joined().write(toFile: list, atomically: true, encoding: .utf8)
            #expect(await source.run("item", "add", "1", "--from", list, "--quiet").status == 0)
            #expect(await source.run("export", "--format", "json", "--output", "all.jsonl").status == 0)
            let path = directory.path("all.jsonl")
            try #require(source.written.text(at: "all.jsonl")).write(toFile: path, atomically: true, encoding: .utf8)

            var target = CommandLineHarness()
            target.interruptsWork = true
            let result = await target.run("import", path)
            #expect(result.status == 130)
            #expect(result.standardError == "Interrupted: nothing was imported; the inventory is as it was.\n")
            #expect((await target.run("box", "list", "--json")).standardOutput.contains(#""totalCount" : 0"#))
        }
    }

    static func write(_ text: String, in directory: TemporaryDirectory) throws -> String {
        let path = directory.path("homebox.csv")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
