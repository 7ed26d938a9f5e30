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
                == "box #1 holds boxes #4, #7; move them out first; nothing was removed")
    }
}
