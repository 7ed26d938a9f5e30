import Testing
import ToteApplication
import ToteDomain

@Suite("Item commands")
struct InventoryCommandServiceItemsTests {
    @Test("provisioning items numbers them across boxes and publishes each provisioning after commit")
    func provisionItem() async throws {
        let inventory = try await TestInventory()
        let kitchen = try await inventory.addBox("Kitchen")
        let attic = try await inventory.addBox("Attic")

        let kettle = try await inventory.addItem(" Kettle ", to: kitchen, quantity: 2, note: "Descale\nmonthly")
        let lamp = try await inventory.addItem("Lamp", to: attic)

        #expect(kettle.value == 1 && lamp.value == 2)
        let item = try await inventory.queries.showItem(kettle)
        #expect(item.title.text == "Kettle")
        #expect(item.quantity.value == 2)
        #expect(item.note?.text == "Descale\nmonthly")
        #expect(item.box.number == kitchen && item.box.title.text == "Kitchen")
        let event = try #require(await inventory.published(after: 2).first)
        #expect(event.change == .itemProvisioned(title: item.title, quantity: item.quantity, note: item.note))
        #expect(event.item?.id == item.id)
        #expect(event.box.number == kitchen)
        #expect(event.occurredAt == TestInventory.dateInMilliseconds)
        #expect(await inventory.publisher.committedBeforePublishing.allSatisfy(\.self))
    }

    @Test("renaming, requantifying and noting an item store the change and publish from and to")
    func changeItem() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()
        let item = try await inventory.addItem("Hammer", to: box)

        try await inventory.commands.changeItem(ChangeItemRequest(item: item, title: "Claw hammer"))
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, quantity: try Quantity(3)))
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, note: "Red handle"))
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, note: " "))

        let summary = try await inventory.queries.showItem(item)
        #expect(summary.title.text == "Claw hammer")
        #expect(summary.quantity.value == 3)
        #expect(summary.note == nil)
        let note = try Note.optional("Red handle")
        #expect(
            await inventory.published(after: 2).map(\.change) == [
                .itemRenamed(from: try Title("Hammer"), to: try Title("Claw hammer")),
                .itemRequantified(from: try Quantity(1), to: try Quantity(3)),
                .itemNoteChanged(from: nil, to: note), .itemNoteChanged(from: note, to: nil),
            ])
        #expect(await inventory.published(after: 2).allSatisfy { $0.item?.title.text == "Claw hammer" })
    }

    @Test("changing an item to what it already is publishes and records nothing")
    func noOpChanges() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()
        let item = try await inventory.addItem("Hammer", to: box, quantity: 2, note: "Red")
        let before = try await inventory.snapshot()

        try await inventory.commands.changeItem(ChangeItemRequest(item: item, title: " Hammer "))
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, quantity: try Quantity(2)))
        try await inventory.commands.changeItem(ChangeItemRequest(item: item, note: "Red"))

        #expect(try await inventory.snapshot().history == before.history)
        #expect(await inventory.published(after: 2).isEmpty)
    }

    @Test("a moved item keeps its identity and number, and the move shows in both boxes' history")
    func moveItem() async throws {
        let inventory = try await TestInventory()
        let garage = try await inventory.addBox("Garage")
        let kitchen = try await inventory.addBox("Kitchen")
        let item = try await inventory.addItem("Kettle", to: garage)
        let before = try await inventory.queries.showItem(item)

        try await inventory.commands.changeItem(ChangeItemRequest(item: item, box: kitchen))

        let after = try await inventory.queries.showItem(item)
        #expect(after.id == before.id && after.number == item)
        #expect(after.box.number == kitchen)
        #expect(try await inventory.queries.showBox(garage).items.entries.isEmpty)
        let event = try #require(await inventory.published(after: 3).first)
        #expect(event.kind == .itemMoved)
        #expect(event.sourceBox?.number == garage && event.box.number == kitchen)
        for box in [garage, kitchen] {
            #expect(try await inventory.queries.history(of: box, .first).entries.first?.event == event)
        }
    }

    @Test("removing an item deletes it and publishes its removal")
    func removeItem() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()
        let sock = try await inventory.addItem("Sock", to: box)
        let shoe = try await inventory.addItem("Shoe", to: box)

        try await inventory.commands.removeItem(RemoveItemRequest(item: sock))

        await #expect(throws: InventoryError.itemNotFound(sock)) { try await inventory.queries.showItem(sock) }
        #expect(try await inventory.queries.showBox(box).items.entries.map(\.number) == [shoe])
        let event = try #require(await inventory.published(after: 3).first)
        #expect(event.change == .itemRemoved && event.item?.number == sock)
    }
}
