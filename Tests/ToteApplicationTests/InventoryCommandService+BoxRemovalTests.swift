import Testing
import ToteApplication
import ToteDomain

@Suite("Removing and emptying boxes")
struct InventoryCommandServiceRemovalTests {
    @Test("removing an empty box deletes it, keeps its history and publishes its removal")
    func removeEmptyBox() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("Old")
        let kept = try await inventory.addBox("Kept")

        try await inventory.commands.removeBox(RemoveBoxRequest(box: box))

        await #expect(throws: InventoryError.boxNotFound(box)) { try await inventory.queries.showBox(box) }
        #expect(try await inventory.queries.listBoxes(.first).entries.map(\.number) == [kept])
        #expect(await inventory.published(after: 2).map(\.change) == [.boxRemoved])
        #expect(
            try await inventory.queries.history(of: box, .first).entries.map(\.event.kind) == [
                .boxRemoved, .boxProvisioned,
            ])
        #expect(await inventory.publisher.committedBeforePublishing == [true, true, true])
    }

    @Test("removing by force also removes every item, publishing each removal before the box's")
    func removeByForce() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()
        let kettle = try await inventory.addItem("Kettle", to: box)
        let cups = try await inventory.addItem("Cups", to: box)

        try await inventory.commands.removeBox(RemoveBoxRequest(box: box, force: true))

        await #expect(throws: InventoryError.itemNotFound(kettle)) { try await inventory.queries.showItem(kettle) }
        #expect(try await inventory.queries.listBoxes(.first).totalCount == 0)
        let events = await inventory.published(after: 3)
        #expect(events.map(\.change) == [.itemRemoved, .itemRemoved, .boxRemoved])
        #expect(events.map(\.item?.number) == [kettle, cups, nil])
        #expect(await inventory.publisher.batches.count == 4)
    }

    @Test("emptying a box moves every item, keeping numbers, and publishes one move per item")
    func emptyBox() async throws {
        let inventory = try await TestInventory()
        let kitchen = try await inventory.addBox("Kitchen")
        let attic = try await inventory.addBox("Attic")
        let kettle = try await inventory.addItem("Kettle", to: kitchen)
        let lamp = try await inventory.addItem("Lamp", to: attic)
        let cups = try await inventory.addItem("Cups", to: kitchen)

        try await inventory.commands.emptyBox(EmptyBoxRequest(box: kitchen, into: attic))

        #expect(try await inventory.queries.showBox(kitchen).items.entries.isEmpty)
        #expect(try await inventory.queries.showBox(attic).items.entries.map(\.number) == [kettle, lamp, cups])
        let moves = await inventory.published(after: 5)
        #expect(moves.map(\.item?.number) == [kettle, cups])
        #expect(moves.allSatisfy { $0.sourceBox?.number == kitchen && $0.box.number == attic })
        #expect(await inventory.publisher.committedBeforePublishing.allSatisfy(\.self))
    }
}
