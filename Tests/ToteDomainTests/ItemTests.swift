import Foundation
import Testing
import ToteDomain

@Suite("Item")
struct ItemTests {
    let date = Fixture.date

    @Test("renaming, requantifying and annotating record the old and new values against the item's box")
    func changes() throws {
        let box = try Fixture.box(3, title: "Kitchen")
        var item = try Fixture.item(40, title: "Kettle", quantity: 1, in: box)

        item.rename(to: try Title("Red kettle"), at: date)
        item.changeQuantity(to: try Quantity(2), at: date)
        item.changeNote(to: try Note.optional("Descale"), at: date)

        #expect(
            item.pendingEvents.map(\.change) == [
                .itemRenamed(from: try Title("Kettle"), to: try Title("Red kettle")),
                .itemRequantified(from: try Quantity(1), to: try Quantity(2)),
                .itemNoteChanged(from: nil, to: try Note.optional("Descale")),
            ])
        #expect(item.pendingEvents.allSatisfy { $0.box == box.reference && $0.item?.number == item.number })
        #expect(item.pendingEvents.last?.item?.title.text == "Red kettle")
        #expect(item.pendingEvents.allSatisfy { $0.occurredAt == Fixture.dateInMilliseconds })
    }

    @Test("a change to the value the item already has records nothing")
    func sameValues() throws {
        var item = try Fixture.item(40, title: "Kettle", quantity: 2, note: "Red")

        item.rename(to: try Title("Kettle"), at: date)
        item.changeQuantity(to: try Quantity(2), at: date)
        item.changeNote(to: try Note.optional("Red"), at: date)

        #expect(!item.hasChanges)
    }

    @Test("a move puts the item into the other box, keeping its identity and number, and names both boxes")
    func move() throws {
        let garage = try Fixture.box(1, title: "Garage")
        let kitchen = try Fixture.box(2, title: "Kitchen")
        var item = try Fixture.item(40, in: garage)
        let before = item

        item.move(into: kitchen, at: date)

        #expect(item.box == kitchen.reference)
        #expect((item.id, item.number) == (before.id, before.number))
        #expect(item.pendingEvents.map(\.change) == [.itemMoved(from: garage.reference)])
        #expect(item.pendingEvents.first?.box == kitchen.reference)
    }

    @Test("a move into the box the item is in changes nothing and records nothing")
    func moveIntoSameBox() throws {
        let kitchen = try Fixture.box(2)
        var item = try Fixture.item(40, in: kitchen)
        let before = item

        item.move(into: kitchen, at: date)

        #expect(item == before)
        #expect(item.pendingEvents.isEmpty)
    }

    @Test("removal is recorded against the item's box")
    func remove() throws {
        let box = try Fixture.box(7)
        var item = try Fixture.item(40, in: box)

        item.remove(at: date)

        #expect(item.pendingEvents.map(\.change) == [.itemRemoved])
        #expect(item.pendingEvents.first?.box == box.reference)
    }

    @Test("a change made from another version than the stored one is refused")
    func expectVersion() throws {
        let item = try Fixture.item(40)

        try item.expect(version: 5)
        try item.expect(version: nil)
        #expect(throws: InventoryError.itemChanged(try ItemNumber(40), version: 5, now: "“Kettle” × 1")) {
            try item.expect(version: 4)
        }
        let noted = try Fixture.item(41, quantity: 3, note: "Blue")
        #expect(throws: InventoryError.itemChanged(try ItemNumber(41), version: 5, now: "“Kettle” × 3, note “Blue”")) {
            try noted.expect(version: 4)
        }
    }
}
