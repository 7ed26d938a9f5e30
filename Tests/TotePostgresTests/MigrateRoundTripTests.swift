import Foundation
import Testing
import ToteCLI
import ToteComposition
import TotePostgres
import ToteTesting

@Suite("tote migrate between SQLite and PostgreSQL", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct MigrateRoundTripTests {
    /// Runs `tote ARGUMENTS` in this process, with `HOME` in `directory`.
    private static func tote(_ directory: TemporaryDirectory, _ arguments: [String]) async -> CommandLineResult {
        await CommandLineRoot(environment: ["HOME": directory.url.path])
            .run(arguments, timeZone: .gmt, password: "long enough secret")
    }

    private static func tote(_ directory: TemporaryDirectory, _ arguments: String...) async -> CommandLineResult {
        await tote(directory, arguments)
    }

    @Test("an inventory goes from SQLite to PostgreSQL and back with nothing lost, and a filled target is refused")
    func roundTrip() async throws {
        try await TestDatabases.with { databases in
            try await TemporaryDirectory.with { directory in
                let first = "sqlite:" + directory.path("first.sqlite")
                let last = "sqlite:" + directory.path("last.sqlite")
                let postgres = try await databases.makeDatabaseText()
                let photo = directory.url.appendingPathComponent("shelf.jpg")
                try Data(SamplePictures.jpeg(width: 1_000, height: 750)).write(to: photo)
                for arguments in [
                    ["box", "add", "Kitchen", "--location", "Garage / Shelf 3"], ["box", "add", "Books"],
                    ["item", "add", "1", "Kettle", "--quantity", "2", "--note", "the good one"],
                    ["item", "add", "1", "東京タワー模型"], ["item", "add", "2", "Atlas"], ["item", "move", "3", "1"],
                    ["item", "remove", "2"], ["box", "room", "1", "Kitchen"], ["box", "mark", "1", "fragile"],
                    ["photo", "add", "--box", "1", photo.path], ["user", "add", "robin", "--name", "Robin"],
                    ["user", "add", "sam", "--name", "Sam"],
                ] {
                    let result = await Self.tote(directory, arguments + ["--store", first])
                    #expect(result.status == 0, "\(arguments): \(result.standardError)")
                }

                let there = await Self.tote(directory, "migrate", "--from", first, "--to", postgres, "--quiet")
                #expect(there.status == 0, "\(there.standardError)")
                #expect(there.standardOutput.contains("2 accounts"))
                #expect(there.standardOutput.contains("2 boxes, 2 items"))
                #expect(!there.standardOutput.contains(":tote-test@"), "the password is never shown")
                // The filled tables are vacuumed and analyzed, for the first searches to be planned on what they hold.
                let settled = try await databases.settledTables(in: try PostgresURL(parsing: postgres))
                #expect(Set(["box", "item", "event", "photo"]).isSubset(of: Set(settled)), "\(settled)")
                let back = await Self.tote(directory, "migrate", "--from", postgres, "--to", last, "--json", "--quiet")
                #expect(back.status == 0, "\(back.standardError)")
                #expect(back.standardOutput.contains("\"photos\" : 1"))

                // Every view of the inventory is the same in all three stores, and so is every line of the whole export.
                for view in [
                    ["box", "list", "--json"], ["history", "--json"], ["find", "タワー", "--json"],
                    ["find", "ettl", "--json"], ["box", "counts", "--json"], ["photo", "list", "--box", "1", "--json"],
                    ["item", "show", "3", "--json"],
                ] {
                    let original = await Self.tote(directory, view + ["--store", first])
                    #expect(original.status == 0)
                    for copy in [postgres, last] {
                        let copied = await Self.tote(directory, view + ["--store", copy])
                        #expect(copied.standardOutput == original.standardOutput, "\(view) in \(copy)")
                    }
                }
                var exports: [[String]] = []
                for (index, store) in [first, postgres, last].enumerated() {
                    let file = directory.path("export-\(index).jsonl")
                    let exported = await Self.tote(
                        directory, "export", "--format", "json", "--output", file, "--quiet", "--store", store)
                    #expect(exported.status == 0, "\(exported.standardError)")
                    exports.append(try Self.lines(of: file))
                }
                #expect(exports[1] == exports[0])
                #expect(exports[2] == exports[0])
                // Numbers go on where they left off.
                let next = await Self.tote(directory, "box", "add", "Hall", "--store", last)
                #expect(next.standardOutput.contains("#3"))

                let again = await Self.tote(directory, "migrate", "--from", first, "--to", postgres)
                #expect(again.status == 1)
                #expect(again.standardError.contains("is not empty (it holds 1 inventory"))
                let unchanged = await Self.tote(directory, "box", "list", "--json", "--store", postgres)
                #expect(unchanged.standardOutput.components(separatedBy: "\"number\"").count == 3)
            }
        }
    }

    /// The lines of a JSON Lines file, each written again with its keys in order, as key order means nothing.
    private static func lines(of path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return String(
                decoding: try JSONSerialization.data(withJSONObject: value, options: .sortedKeys), as: UTF8.self)
        }
    }

    @Test("a database that refuses the password is named in one line, and nothing is made")
    func wrongPassword() async throws {
        try await TemporaryDirectory.with { directory in
            let source = "sqlite:" + directory.path("source.sqlite")
            _ = await Self.tote(directory, "box", "add", "Kitchen", "--store", source)
            var target = URLComponents(string: TestDatabases.text(of: "tote"))!
            target.password = "wrong"

            let result = await Self.tote(directory, "migrate", "--from", source, "--to", target.string!)

            #expect(result.status == 1)
            #expect(result.standardError.hasPrefix("error: cannot open the store at postgres://"))
            #expect(result.standardError.contains("password"))
            #expect(result.standardError.split(separator: "\n").count == 1)
        }
    }
}
