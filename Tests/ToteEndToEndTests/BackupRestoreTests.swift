import Foundation
import Testing
import ToteTesting

@Suite("Backups and restores with the built tote")
struct BackupRestoreTests {
    @Test("a backup made while in use puts the store back as it was, photos too, keeping the store it replaced")
    func roundTrip() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            try await tote.succeed("item", "add", "1", "Kettle")
            let picture = tote.directory.appendingPathComponent("kettle.jpg")
            try Data(SamplePictures.jpeg()).write(to: picture)
            try await tote.succeed("photo", "add", "--item", "1", picture.path)
            let photos = try await tote.succeed("photo", "list", "--item", "1", "--json")
            let handle = try #require(photos.firstMatch(of: /"id" : "([0-9a-f-]{36})"/)?.1)
            let savedPhoto = tote.directory.appendingPathComponent("kept.jpg")
            try await tote.succeed("photo", "get", String(handle), "--output", savedPhoto.path)
            let backedUp = try await tote.succeed("backup")
            let folder = tote.directory.appendingPathComponent("tote.sqlite.backups").path
            #expect(backedUp.hasPrefix("Backed up the store to \(folder)/tote-"))
            let backup = String(backedUp.dropFirst("Backed up the store to ".count).dropLast(2))
            #expect(FileManager.default.fileExists(atPath: backup))
            let before = try await tote.snapshot()

            try await tote.succeed("box", "add", "Attic")
            try await tote.succeed("item", "rename", "1", "Teapot")
            try await tote.succeed("photo", "remove", String(handle))
            let restored = try #require(try await tote.json("restore", backup) as? [String: Any])

            #expect(restored["restoredFrom"] as? String == backup)
            let previous = try #require(restored["previous"] as? String)
            #expect(previous.hasPrefix(tote.storePath + ".before-restore-"))
            #expect(try await tote.snapshot() == before)
            #expect(try await tote.succeed("find", "kettle").contains("Kettle"))
            #expect(try await tote.succeed("photo", "list", "--item", "1", "--json") == photos)
            let back = tote.directory.appendingPathComponent("back.jpg")
            try await tote.succeed("photo", "get", String(handle), "--output", back.path)
            #expect(try Data(contentsOf: back) == (try Data(contentsOf: savedPhoto)))
            let kept = try await tote.run("box", "list", "--store", "sqlite:" + previous)
            #expect(kept.standardOutput.contains("Attic"))

            let named = tote.directory.appendingPathComponent("named.sqlite").path
            let written = try #require(try await tote.json("backup", "--output", named) as? [String: Any])
            #expect(written["path"] as? String == named)
        }
    }

    @Test(
        "what cannot be backed up or restored says why in one line, exit 1, and changes nothing",
        arguments: [
            (
                ["backup", "--store", "memory:"],
                "error: memory: has no backups: backups are made of SQLite stores (sqlite:PATH)"
            ),
            (["restore", "missing.sqlite"], "is not a Tote backup (there is no such file); nothing was restored"),
            (["restore", "notes.txt"], "is not a Tote backup (it is not an SQLite database); nothing was restored"),
            (["backup", "--output", "no/such/folder/copy.sqlite"], "the folder"),
        ])
    func refused(arguments: [String], message: String) async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            try Data(repeating: 0x41, count: 4096).write(to: tote.directory.appendingPathComponent("notes.txt"))
            let before = try await tote.snapshot()
            let result = try await tote.run(arguments)
            #expect(result.status == 1, "\(result)")
            #expect(result.firstErrorLine.contains(message), "\(result)")
            #expect(try await tote.snapshot() == before)
        }
    }
}
