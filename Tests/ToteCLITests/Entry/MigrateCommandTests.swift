import Testing
import ToteApplication
import ToteCLI

@Suite("tote migrate")
struct MigrateCommandTests {
    /// A harness whose own store holds two boxes, three items (one moved) and an owner.
    private static func filled() async -> CommandLineHarness {
        let tote = CommandLineHarness()
        for arguments in [
            ["box", "add", "Kitchen"], ["box", "add", "Hall"], ["item", "add", "1", "Kettle"],
            ["item", "add", "1", "Lamp"], ["item", "add", "2", "Coat"], ["item", "move", "2", "2"],
            ["user", "add", "robin", "--name", "Robin"],
        ] {
            _ = await tote.run(arguments)
        }
        return tote
    }

    @Test("copies the whole store into an empty one and says what the copy holds")
    func copies() async throws {
        let tote = await Self.filled()

        let result = await tote.run("migrate", "--to", "memory:copy")

        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput
                == "Copied memory: to memory:copy: 1 inventory, 1 account, 1 membership, 2 boxes, 3 items, 6 events; "
                + "both stores hold as many of each.\n")
        #expect(tote.progress.all.contains { $0.hasPrefix("Reading Local (1 of 1)") }, "progress is shown")
        #expect(tote.progress.all.contains { $0.hasPrefix("Writing Local (1 of 1)") })
        let listed = await tote.run("box", "list", "--json")
        let copy = try #require(tote.otherStores["memory:copy"])
        #expect(try await copy.counts() == (try await tote.store.counts()))
        #expect(listed.status == 0)
    }

    @Test("prints the counts as JSON")
    func json() async {
        let tote = await Self.filled()

        let result = await tote.run("migrate", "--to", "memory:copy", "--json", "--quiet")

        #expect(result.standardOutput.contains("\"to\" : \"memory:copy\""))
        #expect(result.standardOutput.contains("\"apiTokens\" : 0"))
        #expect(result.standardOutput.contains("\"items\" : 3"))
        #expect(tote.progress.all.isEmpty, "--quiet shows no progress")
    }

    @Test("refuses a target that holds anything, and changes neither store")
    func filledTarget() async throws {
        let tote = await Self.filled()
        _ = await tote.run("box", "add", "Attic", "--store", "memory:other")
        let other = try #require(tote.otherStores["memory:other"])
        let before = try await other.counts()

        let result = await tote.run("migrate", "--to", "memory:other")

        #expect(result.status == 1)
        #expect(
            result.standardError
                == "error: memory:other is not empty (it holds 1 inventory, 1 box, 1 event); a store is copied only "
                + "into an empty one, and nothing was changed\n")
        #expect(try await other.counts() == before)
    }

    @Test("refuses to copy a store onto itself")
    func sameStore() async {
        let tote = await Self.filled()

        let result = await tote.run("migrate", "--from", "memory:", "--to", "memory:")

        #expect(result.status == 1)
        #expect(result.standardError.contains("memory: is both the source and the target"))
    }

    @Test(
        "takes the store to copy once, and needs a target",
        arguments: [
            ["migrate", "--from", "memory:", "--store", "memory:", "--to", "memory:copy"], ["migrate"],
        ])
    func malformed(_ arguments: [String]) async {
        let result = await CommandLineHarness().run(arguments)

        #expect(result.status == 64)
    }
}
