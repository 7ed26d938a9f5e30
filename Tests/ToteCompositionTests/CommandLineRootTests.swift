import Foundation
import Testing
import ToteTesting

@testable import ToteComposition

@Suite("Command line root")
struct CommandLineRootTests {
    /// A fresh directory that is removed when the test ends.
    private static func withTemporaryDirectory(_ body: (String) async throws -> Void) async throws {
        try await TemporaryDirectory.with { try await body($0.url.path) }
    }

    @Test("creates the default SQLite store and its directory on first use")
    func defaultStore() async throws {
        try await Self.withTemporaryDirectory { directory in
            // Given a data directory that does not exist yet
            let root = CommandLineRoot(environment: ["HOME": directory, "XDG_DATA_HOME": directory + "/data"])

            // When a box is added without --store, then listed by a second run
            let added = await root.run(["box", "add", "Kitchen"])
            let listed = await root.run(["box", "list", "--json"])

            // Then both runs used the same file under $XDG_DATA_HOME/tote
            #expect(added.status == 0)
            #expect(FileManager.default.fileExists(atPath: directory + "/data/tote/tote.sqlite"))
            #expect(listed.standardOutput.contains("\"title\" : \"Kitchen\""))
        }
    }

    @Test("keeps a property-list store across runs, found through TOTE_STORE")
    func propertyListStore() async throws {
        try await Self.withTemporaryDirectory { directory in
            let root = CommandLineRoot(environment: ["HOME": directory, "TOTE_STORE": "plist:~/tote.plist"])

            _ = await root.run(["box", "add", "Attic"])
            let shown = await root.run(["box", "show", "1"])

            #expect(shown.status == 0)
            #expect(shown.standardOutput.hasPrefix("Box #1: Attic\n"))
            #expect(FileManager.default.fileExists(atPath: directory + "/tote.plist"))
        }
    }

    @Test("gives each run a fresh inventory in memory:")
    func memoryStore() async {
        let root = CommandLineRoot(environment: ["HOME": "/nonexistent", "TOTE_STORE": "memory:"])

        let added = await root.run(["box", "add", "Kitchen"])
        let listed = await root.run(["box", "list"])

        #expect(added.status == 0)
        #expect(listed.standardOutput == "No boxes yet. Add one with: tote box add TITLE\n")
    }

    @Test("refuses an unsupported store with status 1 and creates nothing")
    func unsupportedStore() async throws {
        try await Self.withTemporaryDirectory { directory in
            let root = CommandLineRoot(environment: ["HOME": directory])

            let result = await root.run(["box", "list", "--store", "mysql://tote@db/tote"])

            #expect(result.status == 1)
            #expect(
                result.standardError
                    == "error: 'mysql://tote@db/tote' is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or "
                    + "postgres://USER:PASSWORD@HOST:PORT/DATABASE\n"
            )
            let created = try FileManager.default.contentsOfDirectory(atPath: directory)
            #expect(created.isEmpty)
        }
    }
}
