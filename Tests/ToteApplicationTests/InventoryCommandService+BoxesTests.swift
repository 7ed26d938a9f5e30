import Testing
import ToteApplication
import ToteDomain

@Suite("Box commands")
struct InventoryCommandServiceBoxesTests {
    @Test("provisioning a box stores it trimmed, numbers it, and publishes its provisioning after commit")
    func provisionBox() async throws {
        let inventory = try await TestInventory()

        let first = try await inventory.addBox("  Kitchen ", location: " Garage ", note: " Fragile\nGlass ")
        let second = try await inventory.addBox("Books", location: "  ", note: "")

        #expect(first.value == 1 && second.value == 2)
        let kitchen = try await inventory.queries.showBox(first).box
        #expect(kitchen.title.text == "Kitchen")
        #expect(kitchen.location?.text == "Garage")
        #expect(kitchen.note?.text == "Fragile\nGlass")
        #expect(kitchen.itemCount == 0)
        let books = try await inventory.queries.showBox(second).box
        #expect(books.location == nil && books.note == nil)
        let events = await inventory.published()
        #expect(
            events.map(\.change) == [
                .boxProvisioned(title: kitchen.title, location: kitchen.location, note: kitchen.note, kind: .box),
                .boxProvisioned(title: books.title, location: nil, note: nil, kind: .box),
            ])
        #expect(events.allSatisfy { $0.occurredAt == TestInventory.dateInMilliseconds })
        #expect(await inventory.publisher.inventories == [Inventory.localID, Inventory.localID])
        #expect(await inventory.publisher.committedBeforePublishing == [true, true])
    }

    @Test("renaming a box stores the title and publishes from and to")
    func renameBox() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("Kitchen")

        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, title: " Kitchen, fragile "))

        #expect(try await inventory.queries.showBox(box).box.title.text == "Kitchen, fragile")
        let event = try #require(await inventory.published(after: 1).first)
        #expect(event.change == .boxRenamed(from: try Title("Kitchen"), to: try Title("Kitchen, fragile")))
        #expect(event.box.number == box)
        #expect(await inventory.publisher.committedBeforePublishing.last == true)
    }

    @Test("renaming, relocating or changing the note to what it already is publishes and records nothing")
    func noOpChanges() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox("Kitchen", location: "Garage", note: "Heavy")
        let before = try await inventory.snapshot()

        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, title: "Kitchen"))
        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, location: " Garage"))
        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, note: "Heavy "))

        #expect(try await inventory.snapshot().history == before.history)
        #expect(await inventory.published(after: 1).isEmpty)
    }

    @Test("relocating sets and clears the location, publishing from and to")
    func relocateBox() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()

        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, location: "Garage"))
        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, location: "  "))

        #expect(try await inventory.queries.showBox(box).box.location == nil)
        let garage = try Location("Garage")
        #expect(
            await inventory.published(after: 1).map(\.change) == [
                .boxRelocated(from: nil, to: garage), .boxRelocated(from: garage, to: nil),
            ])
    }

    @Test("changing a box's note sets and clears it, publishing from and to")
    func changeBoxNote() async throws {
        let inventory = try await TestInventory()
        let box = try await inventory.addBox()

        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, note: "Top\nshelf"))
        try await inventory.commands.changeBox(ChangeBoxRequest(box: box, note: .some(nil)))

        #expect(try await inventory.queries.showBox(box).box.note == nil)
        let note = try Note.optional("Top\nshelf")
        #expect(
            await inventory.published(after: 1).map(\.change) == [
                .boxNoteChanged(from: nil, to: note), .boxNoteChanged(from: note, to: nil),
            ])
    }
}
