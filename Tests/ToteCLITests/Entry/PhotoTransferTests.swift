import Foundation
import Testing
import ToteTesting

@Suite("Photos in a whole-inventory export")
struct PhotoTransferTests {
    @Test("photos of boxes and items go into another store with the inventory, byte for byte")
    func roundTrip() async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            try Data(SamplePictures.jpeg()).write(to: URL(fileURLWithPath: directory.path("a.jpg")))
            try Data(SamplePictures.webp()).write(to: URL(fileURLWithPath: directory.path("b.webp")))
            _ = await source.run("box", "add", "Kitchen")
            _ = await source.run("item", "add", "1", "Kettle")
            #expect(
                await source.run("photo", "add", "--box", "1", directory.path("a.jpg"), directory.path("b.webp")).status
                    == 0)
            #expect(await source.run("photo", "add", "--item", "1", directory.path("b.webp")).status == 0)
            #expect(await source.run("export", "--format", "json", "--output", "all.jsonl").status == 0)
            let path = directory.path("all.jsonl")
            let exported = try #require(source.written.text(at: "all.jsonl"))
            try exported.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(exported.hasPrefix(#"{"boxes":1,"events":2,"format":"tote-inventory","items":1,"#))

            let target = CommandLineHarness()
            let result = await target.run("import", path)
            #expect(result.standardOutput == "Put back 1 box, 1 item, 3 photos and 2 events.\n")
            for command in [["photo", "list", "--box", "1", "--json"], ["photo", "list", "--item", "1", "--json"]] {
                #expect(await target.run(command).standardOutput == (await source.run(command)).standardOutput)
            }
            let listed = await source.run("photo", "list", "--box", "1")
            for handle in listed.standardOutput.split(separator: "\n").dropFirst().compactMap({
                $0.split(separator: " ").first
            }) {
                _ = await source.run("photo", "get", String(handle), "--output", "source-\(handle)")
                _ = await target.run("photo", "get", String(handle), "--output", "target-\(handle)")
                let before = source.written.bytes(at: "source-\(handle)")
                #expect(before != nil && target.written.bytes(at: "target-\(handle)") == before)
            }
        }
    }

    @Test("a photo line whose bytes are no photo is refused with its line and path, and nothing is imported")
    func forgedPhoto() async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            try Data(SamplePictures.png()).write(to: URL(fileURLWithPath: directory.path("a.png")))
            _ = await source.run("box", "add", "Kitchen")
            _ = await source.run("photo", "add", "--box", "1", directory.path("a.png"))
            _ = await source.run("export", "--format", "json", "--output", "all.jsonl")
            let exported = try #require(source.written.text(at: "all.jsonl"))
            let svg = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).base64EncodedString()
            let forged = exported.replacing(/"data":"[^"]+"/, with: "\"data\":\"\(svg)\"")
            let path = directory.path("forged.jsonl")
            try forged.write(toFile: path, atomically: true, encoding: .utf8)

            let target = CommandLineHarness()
            let result = await target.run("import", path)
            #expect(result.status == 1)
            #expect(
                result.standardError.contains(
                    "line 3, photo.data: this is an SVG drawing, not a photo; Tote keeps JPEG, PNG and WebP photos"))
            #expect(await target.run("box", "list").standardOutput.contains("No boxes"))
        }
    }

    @Test(
        "a photo line of no box or item, of two, of one the file lacks, or not in Base64 is refused at its line",
        arguments: [
            (#""box":1,"cover""#, #""box":1,"item":1,"cover""#, "line 3, photo: a photo shows either a box or an item"),
            (#""box":1,"cover""#, #""cover""#, "line 3, photo: a photo shows either a box or an item"),
            (
                #""box":1,"cover""#, #""box":2,"cover""#,
                "line 3: a photo of box #2, which the file does not hold (there is no box #2)"
            ),
            (#""data":""#, #""data":"@@"#, "line 3, photo.data: this is not Base64"),
        ])
    func badPhotoLine(pattern: String, replacement: String, message: String) async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            try Data(SamplePictures.png()).write(to: URL(fileURLWithPath: directory.path("a.png")))
            _ = await source.run("box", "add", "Kitchen")
            _ = await source.run("photo", "add", "--box", "1", directory.path("a.png"))
            _ = await source.run("export", "--format", "json", "--output", "all.jsonl")
            let exported = try #require(source.written.text(at: "all.jsonl"))
            #expect(exported.contains(pattern))
            let path = directory.path("bad.jsonl")
            try exported.replacingOccurrences(of: pattern, with: replacement).write(
                toFile: path, atomically: true, encoding: .utf8)

            let target = CommandLineHarness()
            let result = await target.run("import", path)
            #expect(result.status == 1)
            #expect(result.standardError == "error: \(message); nothing was imported\n")
            #expect(await target.run("box", "list").standardOutput.contains("No boxes"))
        }
    }

    @Test("a file of format version 1, written before photos, still imports")
    func versionOne() async throws {
        try await TemporaryDirectory.with { directory in
            let source = CommandLineHarness()
            _ = await source.run("box", "add", "Kitchen")
            _ = await source.run("export", "--format", "json", "--output", "all.jsonl")
            let exported = try #require(source.written.text(at: "all.jsonl"))
            let older = exported.replacingOccurrences(of: "\"photos\":0,", with: "")
                .replacingOccurrences(of: ",\"photos\":0", with: "")
                .replacingOccurrences(of: "\"version\":3", with: "\"version\":1")
            #expect(older != exported && !older.contains("photos"))
            let path = directory.path("older.jsonl")
            try older.write(toFile: path, atomically: true, encoding: .utf8)
            let result = await CommandLineHarness().run("import", path)
            #expect(result.standardOutput == "Put back 1 box, 0 items and 1 event.\n")
        }
    }
}
