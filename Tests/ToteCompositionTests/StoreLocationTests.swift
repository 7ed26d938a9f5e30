import Testing
import ToteApplication
import ToteComposition

@Suite("Store location")
struct StoreLocationTests {
    private let home = "/home/ada"

    @Test(
        "reads every store URL Tote supports",
        arguments: [
            ("sqlite:/var/tote.sqlite", StoreLocation.sqlite(path: "/var/tote.sqlite")),
            ("sqlite:tote.sqlite", .sqlite(path: "tote.sqlite")),
            ("sqlite:~/boxes.sqlite", .sqlite(path: "/home/ada/boxes.sqlite")),
            ("sqlite:~", .sqlite(path: "/home/ada")),
            ("sqlite:~other/x", .sqlite(path: "~other/x")),
            ("SQLite:/x y/z.sqlite", .sqlite(path: "/x y/z.sqlite")),
            ("plist:/var/tote.plist", .propertyList(path: "/var/tote.plist")),
            ("plist:~/tote.plist", .propertyList(path: "/home/ada/tote.plist")),
            ("memory:", .memory),
        ])
    func parses(text: String, expected: StoreLocation) throws {
        // Given a store URL; When it is read; Then it names the store and path meant
        #expect(try StoreLocation(parsing: text, homeDirectory: home) == expected)
    }

    @Test(
        "refuses anything else as an unsupported location",
        arguments: [
            "", "foo:bar", "sqlite:", "sqlite:   ", "plist:", "memory:x", "mysql://user@host/db", "/var/tote.sqlite",
            "sqlite", ":memory:", "file:/tmp/x",
        ])
    func refuses(text: String) {
        #expect(throws: StoreError.unsupportedLocation(text)) {
            try StoreLocation(parsing: text, homeDirectory: home)
        }
    }

    @Test("reads a PostgreSQL URL, and names it without its password")
    func postgres() throws {
        let location = try StoreLocation(parsing: "postgres://tote:secret@db.example:6543/boxes", homeDirectory: home)

        guard case .postgres(let url) = location else {
            Issue.record("\(location) is no PostgreSQL store")
            return
        }
        #expect(url.host == "db.example")
        #expect(url.port == 6543)
        #expect(url.database == "boxes")
        #expect(location.description == "postgres://tote@db.example:6543/boxes")
        #expect(StoreLocation.memory.description == "memory:")
        #expect(StoreLocation.sqlite(path: "/x/tote.sqlite").description == "sqlite:/x/tote.sqlite")
    }

    @Test("prefers --store, then TOTE_STORE, then the default")
    func resolves() throws {
        let directories = UserDirectories(environment: ["HOME": home, "TOTE_STORE": "plist:/env.plist"])

        #expect(try StoreLocation.resolve(option: "memory:", directories: directories) == .memory)
        #expect(try StoreLocation.resolve(option: nil, directories: directories) == .propertyList(path: "/env.plist"))
        #expect(
            try StoreLocation.resolve(option: nil, directories: UserDirectories(environment: ["HOME": home]))
                == .sqlite(path: "/home/ada/.local/share/tote/tote.sqlite"))
    }

    @Test("refuses an empty TOTE_STORE rather than guessing")
    func emptyEnvironment() {
        let directories = UserDirectories(environment: ["HOME": home, "TOTE_STORE": ""])

        #expect(throws: StoreError.unsupportedLocation("")) {
            try StoreLocation.resolve(option: nil, directories: directories)
        }
    }
}
