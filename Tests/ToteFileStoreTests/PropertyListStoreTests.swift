import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteFileStore
import ToteTesting

@Suite("Property-list store files")
struct PropertyListStoreTests {
    @Test("what it stored is there after reopening")
    func reopen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let first = try await useCases(try await PropertyListStore.open(at: path))
        let box = try await first.commands.provisionBox(ProvisionBoxRequest(title: "Winter clothes"))
        _ = try await first.commands.provisionItem(
            ProvisionItemRequest(box: box, title: "Scarf", quantity: try Quantity(3)))

        let reopened = try await useCases(try await PropertyListStore.open(at: path))

        let detail = try await reopened.queries.showBox(box)
        #expect(detail.box.title.text == "Winter clothes")
        #expect(detail.items.entries.map(\.title.text) == ["Scarf"])
        #expect(try await reopened.queries.history(of: nil, .first).totalCount == 2)
    }

    @Test("a store of format 1, with each box's items inside the box, opens with every item in its box")
    func readsFormatOne() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let first = try await useCases(try await PropertyListStore.open(at: path))
        let kitchen = try await first.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        let garage = try await first.commands.provisionBox(ProvisionBoxRequest(title: "Garage"))
        _ = try await first.commands.provisionItem(ProvisionItemRequest(box: garage, title: "Drill"))
        _ = try await first.commands.provisionItem(
            ProvisionItemRequest(box: kitchen, title: "Kettle", quantity: try Quantity(2)))
        try Self.rewriteAsFormatOne(path)

        let reopened = try await useCases(try await PropertyListStore.open(at: path))

        #expect(try await reopened.queries.showBox(kitchen).items.entries.map(\.title.text) == ["Kettle"])
        #expect(try await reopened.queries.showBox(garage).items.entries.map(\.title.text) == ["Drill"])
        #expect(try await reopened.queries.showItem(try ItemNumber(2)).quantity.value == 2)
        let next = try await reopened.commands.provisionItem(ProvisionItemRequest(box: kitchen, title: "Cups"))
        #expect(next.number.value == 3)
        let saved = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
                as? [String: Any])
        #expect(saved["version"] as? Int == 2)
    }

    @Test("the file and its lock are readable by their owner only, after every write")
    func ownerOnly() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("tote.plist")
        let useCases = try await useCases(try await PropertyListStore.open(at: path))
        _ = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))

        for file in [path, path + ".lock"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(file)")
        }
    }

    @Test("an empty file becomes a new store")
    func emptyFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("empty.plist")
        try Data().write(to: URL(fileURLWithPath: path))

        let store = try await PropertyListStore.open(at: path)

        #expect(try await useCases(store).queries.listBoxes(.first).totalCount == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count > 0)
    }

    @Test(
        "anything that is not a Tote property list is refused and left as it was",
        arguments: [
            ("notes.txt", Data("Shopping list: milk, eggs\n".utf8), "it is not a Tote property list"),
            ("other.plist", foreignPropertyList, "it is not a Tote property list"),
            ("binary.plist", Data([0x00, 0xFF, 0x13, 0x37]), "it is not a Tote property list"),
        ])
    func refusesForeignFile(name: String, content: Data, reason: String) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path(name)
        try content.write(to: URL(fileURLWithPath: path))

        await #expect(throws: StoreError.notAToteStore(path: path, reason: reason)) {
            try await PropertyListStore.open(at: path)
        }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == [name])
    }

    @Test("a directory is refused and left as it was")
    func refusesDirectory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        await #expect(throws: StoreError.notAToteStore(path: directory.url.path, reason: "it is a directory")) {
            try await PropertyListStore.open(at: directory.url.path)
        }

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test("a store written by a newer version is refused")
    func refusesNewerFormat() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("future.plist")
        let future = try PropertyListSerialization.data(
            fromPropertyList: ["format": "tote-store", "version": 99], format: .xml, options: 0)
        try future.write(to: URL(fileURLWithPath: path))

        await #expect(throws: StoreError.createdByNewerVersion(path: path)) {
            try await PropertyListStore.open(at: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == future)
    }

    @Test("a folder that does not exist is refused")
    func refusesMissingFolder() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("missing/tote.plist")

        await #expect(
            throws: StoreError.cannotOpen(path: path, reason: "the folder \(directory.path("missing")) does not exist")
        ) {
            try await PropertyListStore.open(at: path)
        }
    }

    @Test("two stores on one file writing at once lose no write")
    func concurrentWriters() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("shared.plist")
        let first = try await useCases(try await PropertyListStore.open(at: path))
        let second = try await useCases(try await PropertyListStore.open(at: path))
        let box = try await first.commands.provisionBox(ProvisionBoxRequest(title: "Shared"))

        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in [first, second] {
                group.addTask {
                    for index in 1...25 {
                        _ = try await writer.commands.provisionItem(
                            ProvisionItemRequest(box: box, title: "Item \(index)"))
                    }
                }
            }
            try await group.waitForAll()
        }

        let items = try await first.queries.showBox(box).items.entries
        #expect(items.count == 50)
        #expect(Set(items.map(\.number)).count == 50)
    }

    /// Rewrites a store file in the layout of format 1: each item inside its box, without its box or version.
    private static func rewriteAsFormatOne(_ path: String) throws {
        let url = URL(fileURLWithPath: path)
        var root = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        var inventories = try #require(root["inventories"] as? [String: [String: Any]])
        for (key, var inventory) in inventories {
            let items = try #require(inventory.removeValue(forKey: "items") as? [[String: Any]])
            let boxes = try #require(inventory["boxes"] as? [[String: Any]])
            inventory["boxes"] = boxes.map { box in
                var box = box
                box["items"] = items.filter { ($0["box"] as? String) == (box["id"] as? String) }.map { item in
                    item.filter { $0.key != "box" && $0.key != "version" }
                }
                return box
            }
            inventories[key] = inventory
        }
        root["inventories"] = inventories
        root["version"] = 1
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0).write(to: url)
    }

    private static let foreignPropertyList = try! PropertyListSerialization.data(
        fromPropertyList: ["CFBundleName": "Something else"], format: .xml, options: 0)

    private func useCases(_ store: PropertyListStore) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
    }
}
