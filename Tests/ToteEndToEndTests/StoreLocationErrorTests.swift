import Foundation
import Testing

/// Stores Tote must refuse: the exact message, status 1, and the file or folder left byte for byte as it was.
@Suite("Store errors of the built tote")
struct StoreLocationErrorTests {
    private static let unsupported =
        "is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or postgres://USER:PASSWORD@HOST:PORT/DATABASE"

    @Test(
        "refuses a store URL it does not support, given by --store or TOTE_STORE",
        arguments: ["foo:bar", "sqlite:", "plist:", "memory:x", "mysql://tote@localhost/tote", "", "tote.sqlite"])
    func unsupportedLocation(url: String) async throws {
        try await ToteSandbox.with { tote in
            let byOption = try await tote.run(["box", "list", "--store", url])
            let byEnvironment = try await tote.run(["box", "list"], environment: ["TOTE_STORE": url])

            for result in [byOption, byEnvironment] {
                #expect(result.standardError == "error: '\(url)' \(Self.unsupported)\n")
                #expect(result.status == 1)
            }
            #expect(try tote.listing() == [])
        }
    }

    @Test("refuses a directory as a store and leaves it empty", arguments: ["sqlite", "plist"])
    func directory(scheme: String) async throws {
        try await ToteSandbox.with { tote in
            try FileManager.default.createDirectory(
                at: tote.directory.appendingPathComponent("boxes"), withIntermediateDirectories: false)

            let result = try await tote.run(["box", "add", "Kitchen", "--store", "\(scheme):boxes"])

            #expect(
                result.standardError == "error: boxes is not a Tote store (it is a directory); it was left as it is\n")
            #expect(result.status == 1)
            #expect(try tote.listing("boxes") == [])
            #expect(try tote.listing() == ["boxes"])
        }
    }

    @Test("refuses a text file as a store and leaves it byte for byte unchanged", arguments: ["sqlite", "plist"])
    func textFile(scheme: String) async throws {
        try await ToteSandbox.with { tote in
            let original = Data("Shopping list\nMilk\n".utf8)
            try original.write(to: tote.directory.appendingPathComponent("notes.txt"))

            let result = try await tote.run(["box", "add", "Kitchen", "--store", "\(scheme):notes.txt"])

            let reason = scheme == "sqlite" ? "it is not an SQLite database" : "it is not a Tote property list"
            #expect(result.standardError == "error: notes.txt is not a Tote store (\(reason)); it was left as it is\n")
            #expect(result.status == 1)
            #expect(try tote.contents(of: "notes.txt") == original)
            #expect(try tote.listing() == ["notes.txt"])
        }
    }

    @Test(
        "refuses another application's SQLite database and leaves it byte for byte unchanged",
        .enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 command to make a foreign database"))
    func foreignDatabase() async throws {
        try await ToteSandbox.with { tote in
            let path = tote.directory.appendingPathComponent("photos.db").path
            try await SQLiteShell.run(
                path,
                "CREATE TABLE photo(id INTEGER PRIMARY KEY, name TEXT); INSERT INTO photo(name) VALUES ('cat.jpg');")
            let original = try tote.contents(of: "photos.db")

            let result = try await tote.run(["box", "add", "Kitchen", "--store", "sqlite:photos.db"])
            let list = try await tote.run(["box", "list", "--store", "sqlite:" + path])

            #expect(
                result.standardError
                    == "error: photos.db is not a Tote store (it is an SQLite database of another application); it was left as it is\n"
            )
            #expect(result.status == 1)
            #expect(list.status == 1)
            #expect(try tote.contents(of: "photos.db") == original)
            #expect(try tote.listing() == ["photos.db"])
        }
    }

    @Test("refuses a path whose folder does not exist, creating nothing")
    func missingFolder() async throws {
        try await ToteSandbox.with { tote in
            let result = try await tote.run(["box", "add", "Kitchen", "--store", "sqlite:missing/tote.sqlite"])

            let folder = tote.directory.appendingPathComponent("missing").path
            #expect(
                result.standardError
                    == "error: cannot open the store at missing/tote.sqlite: the folder \(folder) does not exist\n")
            #expect(result.status == 1)
            #expect(try tote.listing() == [])
        }
    }

    @Test("a read of a store that is not there names it and creates nothing, however TOTE_STORE is set")
    func readsNeverCreate() async throws {
        try await ToteSandbox.with { tote in
            for arguments in [
                ["box", "list", "--store", "sqlite:typo.sqlite"], ["find", "kettle", "--store", "plist:t.plist"],
            ] {
                let result = try await tote.run(arguments)
                #expect(result.status == 1)
                #expect(result.standardError.hasPrefix("error: there is no Tote store at "))
                #expect(result.standardError.contains("tote box add TITLE starts one there"))
            }
            #expect(try tote.listing() == [])
        }
    }

    @Test("creates the default store under $XDG_DATA_HOME/tote on first use")
    func defaultStore() async throws {
        try await ToteSandbox.with { tote in
            // Given no --store and no TOTE_STORE
            let added = try await tote.run(["box", "add", "Kitchen"], environment: ["TOTE_STORE": nil])
            let listed = try await tote.run(["box", "list"], environment: ["TOTE_STORE": nil])

            #expect(added.status == 0)
            #expect(listed.standardOutput.hasPrefix("Box  Title    Location  Items\n #1  Kitchen  —             0\n"))
            #expect(try tote.listing("data/tote").contains("tote.sqlite"))
            #expect(try !tote.listing().contains("tote.sqlite"))
        }
    }

    @Test("falls back to ~/.local/share/tote without XDG_DATA_HOME")
    func homeStore() async throws {
        try await ToteSandbox.with { tote in
            let added = try await tote.run(
                ["box", "add", "Kitchen"], environment: ["TOTE_STORE": nil, "XDG_DATA_HOME": nil])

            #expect(added.status == 0)
            #expect(try tote.listing(".local/share/tote").contains("tote.sqlite"))
        }
    }
}
