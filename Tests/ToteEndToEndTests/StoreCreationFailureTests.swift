import Foundation
import Testing

/// A store that cannot be made, as on a full disk: the exact message, status 1, and nothing left behind.
///
/// A full disk is stood for by a file size limit of zero, under which every write to a file fails; the signal such
/// a write raises is ignored, as a full disk raises none.
@Suite("Stores the built tote cannot make")
struct StoreCreationFailureTests {
    private static let fullDisk = #"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#

    @Test("a new SQLite store that cannot be written leaves no file, and the next attempt makes it")
    func sqlite() async throws {
        try await ToteSandbox.with { tote in
            let failed = try await tote.run(shell: Self.fullDisk, ["box", "add", "Kitchen"])

            #expect(
                failed.standardError
                    == "error: cannot create the store at \(tote.storePath): disk I/O error; nothing was left behind\n")
            #expect(failed.status == 1)
            #expect(try tote.listing() == [])

            try await tote.succeed("box", "add", "Kitchen")
            #expect(try tote.listing() == ["tote.sqlite", "tote.sqlite.lock", "tote.sqlite.writers.lock"])
        }
    }

    @Test("an empty file that was there before is kept as it was")
    func emptyFileKept() async throws {
        try await ToteSandbox.with { tote in
            try Data().write(to: tote.directory.appendingPathComponent("tote.sqlite"))

            let failed = try await tote.run(shell: Self.fullDisk, ["box", "add", "Kitchen"])

            #expect(failed.status == 1)
            #expect(try tote.listing() == ["tote.sqlite"])
            #expect(try tote.contents(of: "tote.sqlite") == Data())
        }
    }

    @Test(
        "a new property-list store that cannot be written leaves neither file nor lock, and the next attempt makes it")
    func propertyList() async throws {
        try await ToteSandbox.with { tote in
            let failed = try await tote.run(
                shell: Self.fullDisk, ["box", "add", "Kitchen", "--store", "plist:tote.plist"])

            #expect(
                failed.standardError
                    == "error: cannot create the store at tote.plist: File too large; nothing was left behind\n")
            #expect(failed.status == 1)
            #expect(try tote.listing() == [])

            try await tote.succeed("box", "add", "Kitchen", "--store", "plist:tote.plist")
            #expect(try tote.listing() == ["tote.plist", "tote.plist.lock"])
        }
    }

    @Test("a store file marked read-only is refused, even for root, and left byte for byte as it was")
    func readOnlyStore() async throws {
        try await ToteSandbox.with { tote in
            try await tote.succeed("box", "add", "Kitchen")
            chmod(tote.storePath, 0o400)
            let original = try tote.contents(of: "tote.sqlite")

            let result = try await tote.run(["item", "add", "1", "Kettle"])

            #expect(
                result.standardError
                    == "error: \(tote.storePath) is read-only (its permissions do not allow writing it); it was left as it is\n"
            )
            #expect(result.status == 1)
            #expect(try tote.contents(of: "tote.sqlite") == original)
            #expect(try tote.listing() == ["tote.sqlite", "tote.sqlite.lock", "tote.sqlite.writers.lock"])
        }
    }
}
