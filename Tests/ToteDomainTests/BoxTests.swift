import Foundation
import Testing
import ToteDomain

@Suite("Box")
struct BoxTests {
    let date = Fixture.date

    @Test("a stored box is rebuilt without events")
    func rebuild() throws {
        let box = try Fixture.box(1)

        #expect(box.pendingEvents.isEmpty)
        #expect(!box.hasChanges)
        #expect(box.version == 3)
    }

    @Test("a change made from the version the box is at goes on; from another one it is refused")
    func expectVersion() throws {
        let box = try Fixture.box(2, location: "Attic", note: "Pans")
        let plain = try Fixture.box(3)

        try box.expect(version: nil)
        try box.expect(version: 3)
        #expect(
            throws: InventoryError.boxChanged(try BoxNumber(2), version: 3, now: "“Kitchen”, at Attic, note “Pans”")
        ) {
            try box.expect(version: 2)
        }
        #expect(throws: InventoryError.boxChanged(try BoxNumber(3), version: 3, now: "“Kitchen”, no location")) {
            try plain.expect(version: 1)
        }
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

        try box.retire(holding: Fixture.contents([]), force: false, at: date)

        #expect(box.pendingEvents.map(\.change) == [.boxRemoved])
        #expect(box.pendingEvents.first?.box == box.reference)
    }

    @Test("retiring a box that holds items is refused with how many it holds, and changes nothing")
    func retireRefused() throws {
        var box = try Fixture.box(4)
        let before = box

        #expect(throws: InventoryError.boxNotEmpty(try BoxNumber(4), itemCount: 2)) {
            try box.retire(holding: Fixture.contents([Fixture.item(1), Fixture.item(2)]), force: false, at: date)
        }
        #expect(box == before)
    }

    @Test("retiring by force records each item's removal in number order, then the box's")
    func retireForced() throws {
        let first = try Fixture.item(3, title: "Forks")
        let second = try Fixture.item(7, title: "Spoons")
        var box = try Fixture.box(4)

        try box.retire(holding: Fixture.contents([first, second]), force: true, at: date)

        #expect(box.pendingEvents.map(\.change) == [.itemRemoved, .itemRemoved, .boxRemoved])
        #expect(box.pendingEvents.map(\.item) == [first.reference, second.reference, nil])
        #expect(box.pendingEvents.allSatisfy { $0.box.id == box.id && $0.occurredAt == Fixture.dateInMilliseconds })
    }

    @Test("emptying a box tells of each item's move into the other box, in number order")
    func emptying() throws {
        let source = try Fixture.box(4, title: "Garage")
        let destination = try Fixture.box(5, title: "Kitchen")
        let items = [try Fixture.item(2, in: source), try Fixture.item(8, in: source)]

        let events = try Box.emptying(source, holding: Fixture.contents(items), into: destination, at: date)

        #expect(events.map(\.change) == [.itemMoved(from: source.reference), .itemMoved(from: source.reference)])
        #expect(events.map(\.item) == items.map(\.reference))
        #expect(events.allSatisfy { $0.box == destination.reference && $0.sourceBox == source.reference })
    }

    @Test("a box cannot be emptied into itself, and reading its items is not even tried")
    func emptyingIntoItself() throws {
        let box = try Fixture.box(4)
        let unread = BoxContents(count: 3, boxes: []) { throw InventoryError.boxNotFound(try BoxNumber(99)) }

        #expect(throws: InventoryError.emptyingIntoItself(try BoxNumber(4))) {
            try Box.emptying(box, holding: unread, into: box, at: date)
        }
    }
}
