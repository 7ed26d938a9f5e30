import Foundation
import Testing
import ToteDomain

@Suite("Moving items between boxes")
struct BoxMoveTests {
    let date = Fixture.date

    @Test("a moved item keeps its identity and number; the destination records where it came from")
    func move() throws {
        let kettle = try Fixture.item(5, title: "Kettle", quantity: 2)
        var source = try Fixture.box(1, title: "Kitchen", items: [kettle, Fixture.item(6)])
        var destination = try Fixture.box(2, title: "Attic", items: [Fixture.item(3), Fixture.item(8)])

        try Box.move(itemNumbered: kettle.number, from: &source, to: &destination, at: date)

        #expect(source.items.map(\.number.value) == [6])
        #expect(destination.items.map(\.number.value) == [3, 5, 8])
        #expect(destination.item(numbered: kettle.number) == kettle)
        #expect(source.pendingEvents.isEmpty)
        let event = try #require(destination.pendingEvents.first)
        #expect(destination.pendingEvents.count == 1)
        #expect(event.change == .itemMoved(from: source.reference))
        #expect(event.sourceBox == source.reference)
        #expect(event.box == destination.reference)
        #expect(event.item == kettle.reference)
        #expect(event.occurredAt == Fixture.dateInMilliseconds)
    }

    @Test("moving an item into the box it is in is refused")
    func moveIntoSameBox() throws {
        var box = try Fixture.box(1, items: [Fixture.item(5)])
        var copy = box

        #expect(throws: InventoryError.itemAlreadyInBox(try ItemNumber(5), try BoxNumber(1))) {
            try Box.move(itemNumbered: try ItemNumber(5), from: &box, to: &copy, at: date)
        }
        #expect(box.items.count == 1)
        #expect(box.pendingEvents.isEmpty && copy.pendingEvents.isEmpty)
    }

    @Test("moving an item the source does not hold is refused with itemNotFound")
    func moveMissing() throws {
        var source = try Fixture.box(1)
        var destination = try Fixture.box(2)
        let before = (source, destination)

        #expect(throws: InventoryError.itemNotFound(try ItemNumber(7))) {
            try Box.move(itemNumbered: try ItemNumber(7), from: &source, to: &destination, at: date)
        }
        #expect(source == before.0 && destination == before.1)
    }

    @Test("a move the destination refuses leaves the item in the source box")
    func refusedMoveKeepsSource() throws {
        let kettle = try Fixture.item(5)
        var source = try Fixture.box(1, items: [kettle])
        var destination = try Fixture.box(2, items: [Fixture.item(5, title: "Clash")])
        let before = (source, destination)

        #expect(throws: InventoryError.itemAlreadyInBox(try ItemNumber(5), try BoxNumber(2))) {
            try Box.move(itemNumbered: kettle.number, from: &source, to: &destination, at: date)
        }
        #expect(source == before.0)
        #expect(destination == before.1)
    }

    @Test("moveAllItems moves every item in number order, one event each, all on the destination")
    func moveAll() throws {
        var source = try Fixture.box(1, items: [Fixture.item(9), Fixture.item(4), Fixture.item(6)])
        var destination = try Fixture.box(2, items: [Fixture.item(5)])

        try Box.moveAllItems(from: &source, to: &destination, at: date)

        #expect(source.items.isEmpty)
        #expect(source.pendingEvents.isEmpty)
        #expect(destination.items.map(\.number.value) == [4, 5, 6, 9])
        #expect(destination.pendingEvents.map(\.item?.number.value) == [4, 6, 9])
        #expect(destination.pendingEvents.allSatisfy { $0.change == .itemMoved(from: source.reference) })
    }

    @Test("moveAllItems from an empty box records nothing")
    func moveAllFromEmpty() throws {
        var source = try Fixture.box(1)
        var destination = try Fixture.box(2, items: [Fixture.item(5)])

        try Box.moveAllItems(from: &source, to: &destination, at: date)

        #expect(destination.items.count == 1)
        #expect(source.pendingEvents.isEmpty && destination.pendingEvents.isEmpty)
    }

    @Test("emptying a box into itself is refused")
    func moveAllIntoItself() throws {
        var box = try Fixture.box(3, items: [Fixture.item(5)])
        var copy = box

        #expect(throws: InventoryError.emptyingIntoItself(try BoxNumber(3))) {
            try Box.moveAllItems(from: &box, to: &copy, at: date)
        }
        #expect(box.items.count == 1 && copy.items.count == 1)
    }
}
