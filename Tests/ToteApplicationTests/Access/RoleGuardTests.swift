import Testing
import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

@Suite("What each role may do with boxes and items")
struct RoleGuardTests {
    let store = InMemoryStore()

    func useCases(as role: Role) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: Inventory.localID, ports: try await store.ports(for: Inventory.localID), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: role, author: .commandLine, secrets: CountingSecretGenerator())
    }

    static let commands: [(String, @Sendable (any InventoryCommands) async throws -> Void)] = [
        ("provision box", { _ = try await $0.provisionBox(ProvisionBoxRequest(title: "New")) }),
        ("rename box", { try await $0.changeBox(ChangeBoxRequest(box: BoxNumber(1), title: "Renamed")) }),
        ("relocate box", { try await $0.changeBox(ChangeBoxRequest(box: BoxNumber(1), location: "Loft")) }),
        ("note box", { try await $0.changeBox(ChangeBoxRequest(box: BoxNumber(1), note: "Note")) }),
        ("remove box", { try await $0.removeBox(RemoveBoxRequest(box: BoxNumber(2), force: true)) }),
        ("empty box", { try await $0.emptyBox(EmptyBoxRequest(box: BoxNumber(1), into: BoxNumber(2))) }),
        ("provision item", { _ = try await $0.provisionItem(ProvisionItemRequest(box: BoxNumber(1), title: "Cup")) }),
        ("rename item", { try await $0.changeItem(ChangeItemRequest(item: ItemNumber(1), title: "Pot")) }),
        (
            "change quantity",
            { try await $0.changeItem(ChangeItemRequest(item: ItemNumber(1), quantity: try Quantity(9))) }
        ),
        ("note item", { try await $0.changeItem(ChangeItemRequest(item: ItemNumber(1), note: "Chipped")) }),
        ("move item", { try await $0.changeItem(ChangeItemRequest(item: ItemNumber(1), box: BoxNumber(2))) }),
        ("remove item", { try await $0.removeItem(RemoveItemRequest(item: ItemNumber(1))) }),
    ]

    @Test("a viewer is refused every command, before any value is checked, and nothing changes")
    func viewerChangesNothing() async throws {
        let owner = try await useCases(as: .owner)
        let kitchen = try await owner.commands.provisionBox(ProvisionBoxRequest(title: "Kitchen"))
        _ = try await owner.commands.provisionBox(ProvisionBoxRequest(title: "Hall"))
        _ = try await owner.commands.provisionItem(ProvisionItemRequest(box: kitchen, title: "Kettle"))
        let viewer = try await useCases(as: .viewer)
        let before = try await viewer.queries.history(of: nil, .first)

        for (name, command) in Self.commands {
            await #expect(throws: AccessError.forbidden(.viewer, .change), "\(name)") {
                try await command(viewer.commands)
            }
        }
        await #expect(throws: AccessError.forbidden(.viewer, .change)) {
            _ = try await viewer.commands.provisionBox(ProvisionBoxRequest(title: ""))
        }

        #expect(try await viewer.queries.history(of: nil, .first) == before)
        #expect(try await viewer.queries.showBox(kitchen).items.entries.map(\.title.text) == ["Kettle"])
    }

    @Test("an editor may change boxes and items")
    func editorChanges() async throws {
        let editor = try await useCases(as: .editor)
        let box = try await editor.commands.provisionBox(ProvisionBoxRequest(title: "Garage"))

        try await editor.commands.changeBox(ChangeBoxRequest(box: box, title: "Workshop"))

        #expect(try await editor.queries.showBox(box).box.title.text == "Workshop")
    }
}
