import Foundation
import Testing
import ToteTesting

@Suite("tote export --format json and tote import of it")
struct WholeInventoryCommandTests {
    /// An inventory with a bit of everything, exported as JSON by `tote`, written to a file in `directory`.
    static func exported(in directory: TemporaryDirectory) async throws -> (CommandLineHarness, String) {
        let tote = CommandLineHarness()
        for command in [
            ["box", "add", "Kitchen", "--location", "Hall"], ["box", "add", "Books"],
            ["item", "add", "1", "Kettle", "--quantity", "2", "--note", "blue"], ["item", "add", "2", "漫画 📚"],
            ["item", "add", "2", "Gone"], ["item", "remove", "3"], ["box", "room", "1", "Kitchen"],
            ["box", "mark", "1", "fragile"], ["item", "move", "2", "1"],
        ] {
            #expect(await tote.run(command).status == 0, "\(command)")
        }
        #expect(await tote.run("export", "--format", "json", "--output", "all.jsonl").status == 0)
        let path = directory.path("all.jsonl")
        try #require(tote.written.text(at: "all.jsonl")).write(toFile: path, atomically: true, encoding: .utf8)
        return (tote, path)
    }

    @Test("an inventory goes into another store exactly: boxes, items, history and search the same")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { directory in
            let (source, path) = try await Self.exported(in: directory)
            let target = CommandLineHarness()

            let result = await target.run("import", path)

            #expect(result.status == 0)
            #expect(result.standardOutput == "Put back 2 boxes, 2 items and 9 events.\n")
            for command in [
                ["box", "list", "--json"], ["history", "--json"], ["find", "kettle", "--json"], ["item", "show", "2"],
                ["box", "counts", "--json"],
            ] {
                #expect(
                    await target.run(command).standardOutput == (await source.run(command)).standardOutput, "\(command)"
                )
            }
            #expect((await target.run("item", "add", "1", "New")).standardOutput.contains("Item #4"))
        }
    }

    @Test("places and the boxes in them go into another store as they were")
    func places() async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            for command in [
                ["box", "add", "Unit 12", "--place"], ["box", "add", "Shelf 3", "--place"], ["box", "add", "Crate"],
                ["box", "move", "2", "--into", "1"], ["box", "move", "3", "--into", "2"],
            ] {
                #expect(await source.run(command).status == 0, "\(command)")
            }
            #expect(await source.run("export", "--format", "json", "--output", "all.jsonl").status == 0)
            let path = directory.path("all.jsonl")
            try #require(source.written.text(at: "all.jsonl")).write(toFile: path, atomically: true, encoding: .utf8)
            let target = CommandLineHarness()

            #expect(await target.run("import", path, "--quiet").status == 0)

            let crate = await target.run("box", "show", "3")
            #expect(crate.standardOutput.contains("Inside:   Unit 12 › Shelf 3"))
            #expect((await target.run("box", "show", "2")).standardOutput.hasPrefix("Place #2: Shelf 3"))
            for command in [["box", "list", "--json"], ["box", "show", "3", "--json"], ["history", "--json"]] {
                #expect(
                    await target.run(command).standardOutput == (await source.run(command)).standardOutput, "\(command)"
                )
            }
        }
    }

    @Test("refuses a non-empty inventory unless --replace; a dry run of a replacement changes nothing")
    func replace() async throws {
        try await TemporaryDirectory.with { directory in
            let (source, path) = try await Self.exported(in: directory)
            let target = CommandLineHarness()
            _ = await target.run("box", "add", "Mine")
            let refused = await target.run("import", path)
            #expect(refused.status == 1)
            #expect(
                refused.standardError
                    == "error: the inventory is not empty; a whole inventory is imported into an empty one, or "
                    + "replaces the inventory when asked to (--replace); nothing was imported\n")
            let tried = await target.run("import", path, "--replace", "--dry-run")
            #expect(
                tried.standardOutput
                    == "A dry run: 2 boxes, 2 items and 9 events would be put back. Nothing was changed.\n")
            #expect((await target.run("box", "list")).standardOutput.contains("Mine"))
            #expect(await target.run("import", path, "--replace").status == 0)
            // The history's sequence numbers are the store's own; its events are the source's.
            #expect(await target.run("history").standardOutput == (await source.run("history")).standardOutput)
            let homebox = await target.run("import", path, "--format", "homebox", "--replace")
            #expect(
                homebox.standardError
                    == "error: replacing the whole inventory takes a whole-inventory file (json); nothing was imported\n"
            )
        }
    }

    @Test("refuses a bad JSON file with its line and JSON path, and changes nothing", arguments: 0..<10)
    func badFile(_ index: Int) async throws {
        try await TemporaryDirectory.with { directory in
            let (_, path) = try await Self.exported(in: directory)
            var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
            let faults: [(mutate: (inout [String]) -> Void, message: String)] = [
                (
                    { $0[0] = $0[0].replacingOccurrences(of: "\"version\":4", with: "\"version\":5") },
                    "line 1, version: the file is of format version 5, newer than this Tote reads (4); upgrade Tote "
                        + "to import it"
                ),
                (
                    { $0 = Array($0.prefix(5)) + [String($0[5].prefix(30))] },
                    "line 6: the line is not JSON (a file cut short in the middle of a line?)"
                ),
                (
                    { $0.removeLast() },
                    "line 15: the file ends before its last line: it was cut short after 2 boxes, 2 items and 9 events"
                ),
                (
                    { $0[3] = $0[3].replacingOccurrences(of: "\"quantity\":2", with: "\"quantity\":-3") },
                    "line 4, item.quantity: quantity must be from 1 to 1000000, not -3"
                ),
                (
                    { $0[1] = $0[1].replacingOccurrences(of: "\"title\":\"Kitchen\"", with: "\"title\":7") },
                    "line 2, box.title: this is not text"
                ),
                (
                    { $0[0] = $0[0].replacingOccurrences(of: "tote-inventory", with: "homebox") },
                    "line 1, format: “homebox” is not a Tote inventory"
                ),
                (
                    { $0[1] = Self.packed($0[1], into: "00000000-0000-0000-0000-000000000009") },
                    "line 2: box #1 is packed in a box the file does not hold"
                ),
                (
                    { lines in
                        let (kitchen, books) = (lines[1], lines[2])
                        lines[1] = Self.packed(kitchen, into: Self.identity(of: books))
                        lines[2] = Self.packed(books, into: Self.identity(of: kitchen))
                    },
                    "line 2: box #1 is packed inside itself"
                ),
                (
                    { lines in
                        lines[1] = Self.packed(lines[1], into: Self.identity(of: lines[2]))
                            .replacingOccurrences(of: "{\"box\":{", with: "{\"box\":{\"kind\":\"place\",")
                    },
                    "line 2: place #1 is inside a box; a place goes only into another place"
                ),
                (
                    { $0[1] = $0[1].replacingOccurrences(of: "{\"box\":{", with: "{\"box\":{\"kind\":\"room\",") },
                    "line 2, box.kind: 'room' is not a kind; use box or place"
                ),
            ]
            faults[index].mutate(&lines)
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let target = CommandLineHarness()

            let result = await target.run("import", path, "--quiet")

            #expect(result.status == 1)
            #expect(result.standardError == "error: \(faults[index].message); nothing was imported\n")
            #expect((await target.run("box", "list")).standardOutput.contains("No boxes"))
        }
    }

    /// A box's line of a whole-inventory file, packed into the box with identity `container`.
    static func packed(_ line: String, into container: String) -> String {
        line.replacingOccurrences(of: "{\"box\":{", with: "{\"box\":{\"container\":\"\(container)\",")
    }

    /// The identity a box's line of a whole-inventory file gives the box.
    static func identity(of line: String) -> String {
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Any]]
        return object?["box"]?["id"] as? String ?? ""
    }

    @Test("writes a Homebox file that tote imports back onto the same items")
    func homebox() async throws {
        try await TemporaryDirectory.with { directory in
            let (tote, _) = try await Self.exported(in: directory)
            _ = await tote.run("box", "add", "--", "-1 spare")
            _ = await tote.run("item", "add", "3", "=cable")
            #expect(await tote.run("export", "--format", "homebox", "--output", "hb.csv", "--quiet").status == 0)
            let text = try #require(tote.written.text(at: "hb.csv"))
            let lines = text.split(separator: "\r\n").map(String.init)
            #expect(lines.first == "HB.import_ref,HB.location,HB.name,HB.quantity,HB.description")
            #expect(lines.contains { $0.hasSuffix(",Hall / Kitchen,Kettle,2,blue") })
            #expect(lines.contains { $0.hasSuffix(",'-1 spare,'=cable,1,") })
            let path = directory.path("hb.csv")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let again = await tote.run("import", path, "--json", "--quiet")
            #expect(again.standardOutput.contains("\"itemsUnchanged\" : 3"))
            #expect(again.standardOutput.contains("\"boxesAdded\" : 0"))
        }
    }
}
