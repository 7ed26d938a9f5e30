import Foundation
import Testing
import ToteDomain

@Suite("Boxes in boxes")
struct ContainmentTests {
    let date = Fixture.date

    @Test("packing a box into another records where it was and where it went; taking it out again leaves it on its own")
    func packAndUnpack() throws {
        var small = try Fixture.box(2, title: "Cables")
        let big = try Fixture.box(1, title: "Office")

        try small.move(to: Placement(current: nil, destination: big, enclosing: []), at: date)
        #expect(small.container == big.id)
        try small.move(to: Placement(current: big.reference, destination: nil, enclosing: []), at: date)

        #expect(small.container == nil)
        #expect(
            small.pendingEvents.map(\.change) == [
                .boxMoved(from: nil, to: big.reference), .boxMoved(from: big.reference, to: nil),
            ])
        #expect(small.pendingEvents.allSatisfy { $0.box == small.reference && $0.item == nil })
    }

    @Test("moving a box to where it is already records nothing")
    func sameContainer() throws {
        let big = try Fixture.box(1)
        var small = Box(
            id: BoxID(UUID()), number: try BoxNumber(2), title: try Title("Cables"), location: nil, note: nil,
            container: big.id, version: 1)
        var loose = try Fixture.box(3)

        try small.move(to: Placement(current: big.reference, destination: big, enclosing: []), at: date)
        try loose.move(to: Placement(current: nil, destination: nil, enclosing: []), at: date)

        #expect(!small.hasChanges && !loose.hasChanges)
    }

    @Test("a box cannot go into itself, nor into any box packed in it however deep; nothing is recorded")
    func cyclesRefused() throws {
        var outer = try Fixture.box(1)
        let middle = try Fixture.box(2)
        let inner = try Fixture.box(3)
        let elsewhere = try Fixture.box(9)

        #expect(throws: InventoryError.boxIntoItself(outer.number, into: outer.number)) {
            try outer.move(to: Placement(current: nil, destination: outer, enclosing: []), at: date)
        }
        #expect(throws: InventoryError.boxIntoItself(outer.number, into: inner.number)) {
            try outer.move(
                to: Placement(current: nil, destination: inner, enclosing: [middle.id, outer.id]), at: date)
        }
        #expect(throws: Never.self) {
            try outer.move(
                to: Placement(current: nil, destination: inner, enclosing: [middle.id, elsewhere.id]),
                at: date)
        }
        #expect(outer.pendingEvents.count == 1)
        #expect(
            InventoryError.boxIntoItself(outer.number, into: inner.number).description
                == "box #1 cannot go into box #3, which is inside it; nothing was moved")
    }

    @Test("a place goes into another place and boxes go into places, but a place never goes into a box")
    func places() throws {
        let unit = Box(
            id: BoxID(UUID()), number: try BoxNumber(1), title: try Title("Unit 12"), location: nil, note: nil,
            kind: .place, version: 1)
        var shelf = Box(
            id: BoxID(UUID()), number: try BoxNumber(2), title: try Title("Shelf 3"), location: nil, note: nil,
            kind: .place, version: 1)
        var crate = try Fixture.box(3, title: "Crate")
        let bin = try Fixture.box(4, title: "Bin")

        try shelf.move(to: Placement(current: nil, destination: unit, enclosing: []), at: date)
        try crate.move(to: Placement(current: nil, destination: shelf, enclosing: [unit.id]), at: date)
        #expect(shelf.container == unit.id && crate.container == shelf.id)

        #expect(throws: InventoryError.placeIntoBox(shelf.number, into: bin.number)) {
            try shelf.move(to: Placement(current: unit.reference, destination: bin, enclosing: []), at: date)
        }
        #expect(shelf.container == unit.id && shelf.pendingEvents.count == 1)
        #expect(
            InventoryError.placeIntoBox(shelf.number, into: bin.number).description
                == "place #2 cannot go into box #4: a place goes only into another place; nothing was moved")
        try shelf.move(to: Placement(current: unit.reference, destination: nil, enclosing: []), at: date)
        #expect(shelf.container == nil)
    }

    @Test("a box holding boxes is not removed, forced or not, and the refusal names them")
    func removalOfAContainer() throws {
        var box = try Fixture.box(1)
        let held = [try BoxNumber(4), try BoxNumber(7)]

        for force in [false, true] {
            #expect(throws: InventoryError.boxHoldsBoxes(box.number, held)) {
                try box.retire(holding: Fixture.contents([], boxes: held), force: force, at: date)
            }
        }
        #expect(!box.hasChanges)
        #expect(
            InventoryError.boxHoldsBoxes(box.number, held).description
                == "box #1 holds boxes #4, #7; say where they go (into another box or place, or out on their own); "
                + "nothing was removed")
        #expect(
            InventoryError.boxHoldsBoxes(box.number, [held[0]]).description
                == "box #1 holds box #4; say where it goes (into another box or place, or out on its own); "
                + "nothing was removed")
    }

    @Test("a container removed sends what it holds where the person says, each move recorded before the removal")
    func removalSendsHeldBoxes() throws {
        let unit = Self.place(1, "Unit 12")
        var shelf = Self.place(2, "Shelf 3", in: unit)
        let crate = Box(
            id: BoxID(UUID()), number: try BoxNumber(3), title: try Title("Crate"), location: nil, note: nil,
            container: shelf.id, version: 1)
        let corner = Self.place(4, "Corner", in: shelf)
        let held = HeldBoxes(
            boxes: [crate, corner], placement: Placement(current: shelf.reference, destination: unit, enclosing: []))

        let moved = try shelf.retire(
            holding: Fixture.contents([], boxes: [crate.number, corner.number]), force: false,
            sending: held, at: date)

        #expect(moved.map(\.number) == [crate.number, corner.number])
        #expect(moved.allSatisfy { $0.container == unit.id })
        #expect(
            moved.flatMap(\.pendingEvents).map(\.change) == [
                .boxMoved(from: shelf.reference, to: unit.reference),
                .boxMoved(from: shelf.reference, to: unit.reference),
            ])
        #expect(shelf.pendingEvents.map(\.change) == [.boxRemoved])
    }

    @Test("what a removed container holds cannot go into it or into a box inside it, nor a place into a box")
    func removalRefusesBadDestinations() throws {
        var shelf = Self.place(2, "Shelf 3")
        let corner = Self.place(4, "Corner", in: shelf)
        let crate = try Fixture.box(5, title: "Crate")
        let contents = Fixture.contents([], boxes: [corner.number])

        #expect(throws: InventoryError.rehomingInside(shelf.number, into: shelf.number)) {
            try shelf.retire(
                holding: contents, force: false,
                sending: HeldBoxes(
                    boxes: [corner], placement: Placement(current: shelf.reference, destination: shelf, enclosing: [])),
                at: date)
        }
        #expect(throws: InventoryError.rehomingInside(shelf.number, into: corner.number)) {
            try shelf.retire(
                holding: contents, force: false,
                sending: HeldBoxes(
                    boxes: [corner],
                    placement: Placement(current: shelf.reference, destination: corner, enclosing: [shelf.id])),
                at: date)
        }
        #expect(throws: InventoryError.placeIntoBox(corner.number, into: crate.number)) {
            try shelf.retire(
                holding: contents, force: false,
                sending: HeldBoxes(
                    boxes: [corner], placement: Placement(current: shelf.reference, destination: crate, enclosing: [])),
                at: date)
        }
        #expect(!shelf.hasChanges)
        #expect(
            InventoryError.rehomingInside(shelf.number, into: corner.number).description
                == "what box #2 holds cannot go into box #4, which is inside it; nothing was removed")
    }

    @Test("undoing the removal packs back the boxes still where it sent them, unless the box goes back inside one")
    func undoRepacks() throws {
        let unit = Self.place(1, "Unit 12")
        let shelf = Self.place(2, "Shelf 3", in: unit)
        let stayed = Box(
            id: BoxID(UUID()), number: try BoxNumber(3), title: try Title("Crate"), location: nil, note: nil,
            container: unit.id, version: 2)
        let around = Self.place(4, "Corner", in: unit)
        let removal = Removal(
            id: .random(), box: shelf, container: shelf.reference, items: [], sentAway: [stayed.id, around.id],
            sentInto: unit.id)

        let restoration = try removal.restore(
            into: [:],
            repacking: Repacking(boxes: [stayed, around], current: unit.reference, enclosing: [unit.id, around.id]),
            at: date)

        #expect(restoration.repacked.map(\.number) == [stayed.number])
        #expect(restoration.repacked.first?.container == shelf.id)
        #expect(
            restoration.events.map(\.change) == [.boxRestored, .boxMoved(from: unit.reference, to: shelf.reference)])
        #expect(try removal.restore(into: [:], at: date).repacked.isEmpty)
    }

    private static func place(_ number: Int, _ title: String, in container: Box? = nil) -> Box {
        Box(
            id: BoxID(UUID()), number: try! BoxNumber(number), title: try! Title(title), location: nil, note: nil,
            container: container?.id, kind: .place, version: 1)
    }
}
