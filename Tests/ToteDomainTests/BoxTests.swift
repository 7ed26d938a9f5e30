import Foundation
import Testing
import ToteDomain

@Suite("Box")
struct BoxTests {
    let date = Fixture.date

    @Test("a stored box is rebuilt without events, its items in number order")
    func rebuild() throws {
        let box = try Fixture.box(1, items: [Fixture.item(9), Fixture.item(2), Fixture.item(5)])

        #expect(box.pendingEvents.isEmpty)
        #expect(box.version == 3)
        #expect(box.items.map(\.number.value) == [2, 5, 9])
        #expect(box.item(numbered: try ItemNumber(5))?.number.value == 5)
        #expect(box.item(numbered: try ItemNumber(4)) == nil)
    }

    @Test("rename records the old and new title; the event names the box by its new title")
    func rename() throws {
        var box = try Fixture.box(1, title: "Kitchen")

        box.rename(to: try Title("Kitchen, fragile"), at: date)

        #expect(box.title == (try Title("Kitchen, fragile")))
        #expect(
            box.pendingEvents.map(\.change) == [
                .boxRenamed(from: try Title("Kitchen"), to: try Title("Kitchen, fragile"))
            ])
        let event = try #require(box.pendingEvents.first)
        #expect(event.box == box.reference)
        #expect(event.item == nil)
        #expect(event.occurredAt == Fixture.dateInMilliseconds)
    }

    @Test("rename to the same title changes nothing and records nothing")
    func renameToSame() throws {
        var box = try Fixture.box(1, title: "Kitchen")
        let before = box

        box.rename(to: try Title(" Kitchen "), at: date)

        #expect(box == before)
        #expect(box.pendingEvents.isEmpty)
    }

    @Test("relocate records from and to, including to and from no location")
    func relocate() throws {
        var box = try Fixture.box(1)
        let garage = try Location("Garage")
        let attic = try Location("Attic")

        box.relocate(to: garage, at: date)
        box.relocate(to: attic, at: date)
        box.relocate(to: nil, at: date)

        #expect(box.location == nil)
        #expect(
            box.pendingEvents.map(\.change) == [
                .boxRelocated(from: nil, to: garage), .boxRelocated(from: garage, to: attic),
                .boxRelocated(from: attic, to: nil),
            ])
    }

    @Test("relocate to where it already is records nothing")
    func relocateToSame() throws {
        var box = try Fixture.box(1, location: "Garage")
        var nowhere = try Fixture.box(2)

        box.relocate(to: try Location("Garage"), at: date)
        nowhere.relocate(to: nil, at: date)

        #expect(box.pendingEvents.isEmpty)
        #expect(nowhere.pendingEvents.isEmpty)
    }

    @Test("changeNote records from and to, and nothing when the note stays the same")
    func changeNote() throws {
        var box = try Fixture.box(1)
        let note = try #require(try Note.optional("Heavy"))

        box.changeNote(to: note, at: date)
        box.changeNote(to: note, at: date)
        box.changeNote(to: nil, at: date)
        box.changeNote(to: nil, at: date)

        #expect(box.note == nil)
        #expect(
            box.pendingEvents.map(\.change) == [
                .boxNoteChanged(from: nil, to: note), .boxNoteChanged(from: note, to: nil),
            ])
    }

    @Test("retiring an empty box records its removal")
    func retireEmpty() throws {
        var box = try Fixture.box(4)

        try box.retire(force: false, at: date)

        #expect(box.pendingEvents.map(\.change) == [.boxRemoved])
        #expect(box.pendingEvents.first?.box == box.reference)
    }

    @Test("retiring a box that holds items is refused with how many it holds, and changes nothing")
    func retireRefused() throws {
        var box = try Fixture.box(4, items: [Fixture.item(1), Fixture.item(2)])
        let before = box

        #expect(throws: InventoryError.boxNotEmpty(try BoxNumber(4), itemCount: 2)) {
            try box.retire(force: false, at: date)
        }
        #expect(box == before)
    }

    @Test("retiring by force records each item's removal in number order, then the box's")
    func retireForced() throws {
        let first = try Fixture.item(7, title: "Spoons")
        let second = try Fixture.item(3, title: "Forks")
        var box = try Fixture.box(4, items: [first, second])

        try box.retire(force: true, at: date)

        #expect(box.items.isEmpty)
        #expect(box.pendingEvents.map(\.change) == [.itemRemoved, .itemRemoved, .boxRemoved])
        #expect(box.pendingEvents.map(\.item) == [second.reference, first.reference, nil])
        #expect(box.pendingEvents.allSatisfy { $0.box.id == box.id && $0.occurredAt == Fixture.dateInMilliseconds })
    }
}
