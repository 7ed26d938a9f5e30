import Foundation
import Testing
import ToteDomain

@Suite("Box items")
struct BoxItemsTests {
    let date = Fixture.date

    @Test("add keeps items in number order and records each provisioning with the item's values")
    func add() throws {
        var box = try Fixture.box(1)
        let kettle = try Fixture.item(5, title: "Kettle", quantity: 2, note: "Descale")

        try box.add(kettle, at: date)
        try box.add(try Fixture.item(9), at: date)
        try box.add(try Fixture.item(2), at: date)

        #expect(box.items.map(\.number.value) == [2, 5, 9])
        let event = try #require(box.pendingEvents.first)
        #expect(event.change == .itemProvisioned(title: kettle.title, quantity: kettle.quantity, note: kettle.note))
        #expect(event.item == kettle.reference)
        #expect(event.box == box.reference)
        #expect(event.occurredAt == Fixture.dateInMilliseconds)
        #expect(box.pendingEvents.map(\.item?.number.value) == [5, 9, 2])
    }

    @Test("add refuses an item whose number or identity is already there, and changes nothing")
    func addRefusesDuplicate() throws {
        let kettle = try Fixture.item(5)
        var box = try Fixture.box(1, items: [kettle])
        let before = box
        let sameIdentity = Item(
            id: kettle.id, number: try ItemNumber(6), title: kettle.title, quantity: kettle.quantity, note: nil)

        #expect(throws: InventoryError.itemAlreadyInBox(try ItemNumber(5), try BoxNumber(1))) {
            try box.add(try Fixture.item(5, title: "Other"), at: date)
        }
        #expect(throws: InventoryError.itemAlreadyInBox(try ItemNumber(6), try BoxNumber(1))) {
            try box.add(sameIdentity, at: date)
        }
        #expect(box == before)
    }

    @Test("renaming an item records from and to; the event names it by its new title")
    func renameItem() throws {
        var box = try Fixture.box(1, items: [Fixture.item(5, title: "Kettle")])
        let number = try ItemNumber(5)

        try box.renameItem(numbered: number, to: try Title("Electric kettle"), at: date)
        try box.renameItem(numbered: number, to: try Title("Electric kettle"), at: date)

        #expect(box.item(numbered: number)?.title == (try Title("Electric kettle")))
        #expect(
            box.pendingEvents.map(\.change) == [
                .itemRenamed(from: try Title("Kettle"), to: try Title("Electric kettle"))
            ])
        #expect(box.pendingEvents.first?.item?.title == (try Title("Electric kettle")))
    }

    @Test("changing a quantity records from and to, and nothing when it stays the same")
    func changeQuantity() throws {
        var box = try Fixture.box(1, items: [Fixture.item(5, quantity: 2)])
        let number = try ItemNumber(5)

        try box.changeQuantity(ofItem: number, to: try Quantity(2), at: date)
        try box.changeQuantity(ofItem: number, to: try Quantity(6), at: date)

        #expect(box.item(numbered: number)?.quantity == (try Quantity(6)))
        #expect(box.pendingEvents.map(\.change) == [.itemRequantified(from: try Quantity(2), to: try Quantity(6))])
    }

    @Test("changing an item's note records from and to, and nothing when it stays the same")
    func changeItemNote() throws {
        var box = try Fixture.box(1, items: [Fixture.item(5)])
        let number = try ItemNumber(5)
        let note = try #require(try Note.optional("Chipped"))

        try box.changeNote(ofItem: number, to: nil, at: date)
        try box.changeNote(ofItem: number, to: note, at: date)
        try box.changeNote(ofItem: number, to: nil, at: date)

        #expect(box.item(numbered: number)?.note == nil)
        #expect(
            box.pendingEvents.map(\.change) == [
                .itemNoteChanged(from: nil, to: note), .itemNoteChanged(from: note, to: nil),
            ])
    }

    @Test("removing an item returns it and records its removal")
    func removeItem() throws {
        let kettle = try Fixture.item(5)
        var box = try Fixture.box(1, items: [kettle, Fixture.item(6)])

        let removed = try box.removeItem(numbered: kettle.number, at: date)

        #expect(removed == kettle)
        #expect(box.items.map(\.number.value) == [6])
        #expect(box.pendingEvents.map(\.change) == [.itemRemoved])
        #expect(box.pendingEvents.first?.item == kettle.reference)
    }

    @Test("every change to an item that is not in the box is refused with itemNotFound, changing nothing")
    func missingItem() throws {
        var box = try Fixture.box(1, items: [Fixture.item(5)])
        let before = box
        let missing = try ItemNumber(99)
        let error = InventoryError.itemNotFound(missing)

        #expect(throws: error) { try box.renameItem(numbered: missing, to: try Title("X"), at: date) }
        #expect(throws: error) { try box.changeQuantity(ofItem: missing, to: try Quantity(3), at: date) }
        #expect(throws: error) { try box.changeNote(ofItem: missing, to: nil, at: date) }
        #expect(throws: error) { try box.removeItem(numbered: missing, at: date) }
        #expect(box == before)
    }
}
