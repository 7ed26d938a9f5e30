import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteFileStore
import ToteTesting

@Suite("Files beside a property-list store")
struct PropertyListStoreFileTests {
    /// A process that is surely not running: above the most process numbers Linux hands out.
    static let gone = Int32.max

    @Test("opening removes the temporary files a killed writer left, and only those")
    func orphanedTemporaryFiles() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let box = try await Self.useCases(try await PropertyListStore.open(at: path)).commands.provisionBox(
            ProvisionBoxRequest(title: "Kitchen"))
        let orphan = ".tote.plist.tote-\(Self.gone)-\(UUID().uuidString).partial"
        let others = [
            ".tote.plist.notes.partial", ".tote.plist.tote-\(getpid())-\(UUID().uuidString).partial",
            "tote.plist.\(UUID().uuidString).partial",
            ".tote.plist.tote-\(Self.gone)-\(UUID().uuidString).partial.keep",
        ]
        for name in [orphan] + others {
            try Data("<?xml half written".utf8).write(to: directory.url.appendingPathComponent(name))
        }

        let reopened = try await Self.useCases(try await PropertyListStore.open(at: path))

        let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path))
        #expect(names == Set(["tote.plist", "tote.plist.lock"] + others))
        #expect(try await reopened.queries.showBox(box).box.title.text == "Kitchen")
    }

    @Test("making a new store removes a temporary file a killed writer left")
    func orphanBeforeTheStore() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let orphan = ".tote.plist.tote-\(Self.gone)-\(UUID().uuidString).partial"
        try Data("<?xml half written".utf8).write(to: directory.url.appendingPathComponent(orphan))

        let store = try await PropertyListStore.open(at: path)

        #expect(try await Self.useCases(store).queries.listBoxes(.first).totalCount == 0)
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.url.path))
                == ["tote.plist", "tote.plist.lock"])
    }

    @Test("a store file marked read-only is refused, even for root, and left as it was", arguments: [0o400, 0o444])
    func readOnly(mode: Int) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        _ = try await Self.useCases(try await PropertyListStore.open(at: path)).commands.provisionBox(
            ProvisionBoxRequest(title: "Kitchen"))
        try FileManager.default.removeItem(atPath: path + ".lock")
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

        await #expect(throws: StoreError.readOnly(path: path)) {
            try await PropertyListStore.open(at: path)
        }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["tote.plist"])
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == mode)
    }

    @Test("a Tote property list whose content is broken is refused as damaged and left as it was")
    func damaged() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let broken = try PropertyListSerialization.data(
            fromPropertyList: ["format": "tote-store", "version": 2, "inventories": "none"], format: .xml, options: 0)
        try broken.write(to: URL(fileURLWithPath: path))

        await #expect(throws: StoreError.damaged(path: path)) {
            try await PropertyListStore.open(at: path)
        }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == broken)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["tote.plist"])
    }

    @Test("requests that change nothing leave the file untouched; a change replaces it")
    func writesOnlyChanges() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let store = try await PropertyListStore.open(at: path)
        let box = try await Self.useCases(store).commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        let longAgo = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: path)

        let useCases = try await Self.useCases(store)
        _ = try await useCases.queries.showBox(box)
        _ = try await useCases.queries.listBoxes(.first)
        _ = try await Self.useCases(try await PropertyListStore.open(at: path)).queries.showBox(box)

        #expect(try Self.modified(path) == longAgo)
        _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Garage"))
        #expect(try Self.modified(path) != longAgo)
    }

    /// When the file was last written: every write puts a new file in its place, written now.
    private static func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    private static func useCases(_ store: PropertyListStore) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
    }
}
