import Foundation
import Testing
import ToteTesting

@Suite("tote photo")
struct PhotoCommandTests {
    /// A folder of photo files for one test, removed afterwards by the system's cleaning of temporary files.
    private static func files(_ named: [String: [UInt8]]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, bytes) in named { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    /// The handles `tote photo list` prints, in order.
    private static func handles(_ output: String) -> [String] {
        output.split(separator: "\n").dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test("adds photos to a box and an item, lists them, saves one without its GPS position, and removes it")
    func lifecycle() async throws {
        let tote = CommandLineHarness()
        let folder = try Self.files(["gps.jpg": SamplePictures.jpeg(), "plan.jpg": SamplePictures.png()])
        _ = await tote.run("box", "add", "Kitchen")
        _ = await tote.run("item", "add", "1", "Kettle")

        let added = await tote.run(
            "photo", "add", "--box", "1", folder.appendingPathComponent("gps.jpg").path,
            folder.appendingPathComponent("plan.jpg").path)
        #expect(added.status == 0)
        #expect(added.standardOutput.hasPrefix("Added 2 photos to box #1.\n"))
        #expect(added.standardOutput.contains("JPEG, 640 × 480, 1 KB, cover\n"))
        #expect(added.standardOutput.contains("PNG, 300 × 200, 1 KB\n"), "the kind comes from the bytes, not .jpg")
        let itemPhoto = await tote.run(
            "photo", "add", "--item", "#1", "--json", folder.appendingPathComponent("gps.jpg").path)
        #expect(
            itemPhoto.standardOutput.contains("\"item\" : 1") && itemPhoto.standardOutput.contains("\"box\" : null"))

        let listed = await tote.run("photo", "list", "--box", "1")
        #expect(listed.standardOutput.hasPrefix("Photos of box #1:\n"))
        let handles = Self.handles(listed.standardOutput)
        #expect(handles.count == 2)

        let saved = await tote.run("photo", "get", handles[0], "--output", "kept.jpg")
        #expect(saved.standardOutput == "Saved the photo \(handles[0]) (JPEG, 1 KB) to kept.jpg.\n")
        let kept = try #require(tote.written.bytes(at: "kept.jpg")).map { $0 }
        #expect(!kept.contains(SamplePictures.serial) && !kept.contains(bytes: [0x88, 0x25]))
        #expect(kept.starts(with: [0xFF, 0xD8]))

        let cover = await tote.run("photo", "cover", handles[1])
        #expect(cover.standardOutput == "Photo \(handles[1]) is now the cover of box #1.\n")
        let removed = await tote.run("photo", "remove", handles[1])
        #expect(removed.standardOutput == "Removed photo \(handles[1]) of box #1.\n")
        #expect(await tote.run("photo", "list", "--box", "1").standardOutput.contains("JPEG, 640 × 480, 1 KB, cover"))
        let again = await tote.run("photo", "remove", handles[1])
        #expect(again.status == 1)
        #expect(again.standardError.contains("there is no such photo"))
    }

    @Test(
        "refuses a file that is no photo, a missing one, or a bad handle, naming it, and adds nothing",
        arguments: [
            (
                ["drawing.svg": Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)], ["drawing.svg"],
                "drawing.svg: this is an SVG drawing, not a photo; Tote keeps JPEG, PNG and WebP photos; no photo was added"
            ),
            (
                ["a.jpg": SamplePictures.jpeg(), "cut.png": Array(SamplePictures.png().prefix(40))],
                ["a.jpg", "cut.png"],
                "cut.png: this PNG file is damaged: it ends before its picture does; no photo was added"
            ),
            ([:], ["missing.jpg"], "missing.jpg: no such file, or not one Tote may read; no photo was added"),
        ])
    func refusals(files: [String: [UInt8]], named: [String], message: String) async throws {
        let tote = CommandLineHarness()
        let folder = try Self.files(files)
        _ = await tote.run("box", "add", "Kitchen")
        let result = await tote.run(
            ["photo", "add", "--box", "1"] + named.map { folder.appendingPathComponent($0).path })
        #expect(result.status == 1)
        #expect(result.standardError.contains(message))
        #expect(await tote.run("photo", "list", "--box", "1").standardOutput == "Box #1 has no photos.\n")
    }

    @Test("refuses a command line without a subject, with both, with no file, or with a handle that is none")
    func malformed() async throws {
        let tote = CommandLineHarness()
        _ = await tote.run("box", "add", "Kitchen")
        for arguments in [
            ["photo", "add", "x.jpg"], ["photo", "list", "--box", "1", "--item", "1"], ["photo", "add", "--box", "1"],
        ] {
            let result = await tote.run(arguments)
            #expect(result.status != 0, "\(arguments)")
        }
        let handle = await tote.run("photo", "remove", "12")
        #expect(handle.standardError.contains("12 is not a photo's handle"))
        let json = await tote.run("photo", "get", UUID().uuidString, "--json")
        #expect(json.standardError.contains("--json needs --output"))
        let missing = await tote.run("photo", "list", "--box", "9")
        #expect(missing.standardError.contains("there is no box #9"))
    }
}
