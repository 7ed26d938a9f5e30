import Foundation
import Testing
import ToteDomain
import TotePresentation
import ToteTesting

@Suite("What one change did, in one sentence")
struct ChangeSentenceTests {
    private let kitchen = try! ReadModels.boxReference(4, "Kitchen")
    private let hall = try! ReadModels.boxReference(2, "Hall")

    private func event(_ change: DomainEvent.Change, in box: BoxReference, item number: Int? = nil) -> DomainEvent {
        let item = number.map { try! ReadModels.itemReference($0, "Cup \($0)") }
        return DomainEvent(id: .random(), occurredAt: Date(), box: box, item: item, change: change)
    }

    @Test func oneEventReadsAsThatEvent() {
        let moved = event(.itemMoved(from: kitchen), in: hall, item: 7)
        #expect(ChangeSentence().text(for: [moved]) == EventSentence().text(for: moved))
        #expect(ChangeSentence().text(for: []) == nil)
    }

    @Test func aRemovedBoxCountsItsItems() {
        let events = [event(.itemRemoved, in: kitchen, item: 1), event(.itemRemoved, in: kitchen, item: 2)]
        #expect(
            ChangeSentence().text(for: events + [event(.boxRemoved, in: kitchen)])
                == "removed box #4 Kitchen with its 2 items")
    }

    @Test func puttingBackCountsTheItems() {
        let items = [event(.itemRestored, in: kitchen, item: 1), event(.itemRestored, in: kitchen, item: 3)]
        #expect(
            ChangeSentence().text(for: [event(.boxRestored, in: kitchen)] + items)
                == "put back box #4 Kitchen with its 2 items")
        #expect(ChangeSentence().text(for: items) == "put back 2 items into box #4 Kitchen")
    }

    @Test func emptyingCountsTheItemsMoved() {
        let events = (1...3).map { event(.itemMoved(from: kitchen), in: hall, item: $0) }
        #expect(ChangeSentence().text(for: events) == "moved 3 items from box #4 Kitchen to box #2 Hall")
    }

    @Test func manyItemsChangedTogetherAreCounted() throws {
        let attic = try ReadModels.boxReference(9, "Attic")
        let moved = [
            event(.itemMoved(from: kitchen), in: attic, item: 1), event(.itemMoved(from: hall), in: attic, item: 2),
        ]
        #expect(ChangeSentence().text(for: moved) == "moved 2 items to box #9 Attic")
        let removed = [event(.itemRemoved, in: kitchen, item: 1), event(.itemRemoved, in: kitchen, item: 2)]
        #expect(ChangeSentence().text(for: removed) == "removed 2 items from box #4 Kitchen")
        #expect(
            ChangeSentence().text(for: removed + [event(.itemRemoved, in: hall, item: 5)]) == "removed 3 items")
        let six = try Quantity(6)
        let counted = [1, 2].map { event(.itemRequantified(from: .one, to: six), in: kitchen, item: $0) }
        #expect(ChangeSentence().text(for: counted) == "changed the quantity of 2 items to 6")
        let mixed = counted + [event(.itemRequantified(from: .one, to: try Quantity(2)), in: kitchen, item: 3)]
        #expect(ChangeSentence().text(for: mixed)?.hasPrefix("changed the quantity of item #1 Cup 1") == true)
    }

    @Test func otherChangesListEachEvent() {
        let events = [
            event(.boxRenamed(from: try! Title("Old"), to: try! Title("Kitchen")), in: kitchen),
            event(.boxRelocated(from: nil, to: try! Location("Attic")), in: kitchen),
        ]
        #expect(
            ChangeSentence().text(for: events)
                == "renamed box #4 from “Old” to “Kitchen”; put box #4 Kitchen at Attic")
    }

    @Test func aContainerRemovedSaysWhereItsBoxesWentAndItsUndoThatTheyCameBack() throws {
        let unit = try ReadModels.boxReference(1, "Unit 12")
        let crate = try ReadModels.boxReference(7, "Crate")
        let sent = [
            event(.boxMoved(from: kitchen, to: unit), in: crate), event(.itemRemoved, in: kitchen, item: 3),
            event(.boxRemoved, in: kitchen),
        ]
        #expect(
            ChangeSentence().text(for: sent)
                == "removed box #4 Kitchen with its 1 item; the 1 box in it went into #1 Unit 12")
        #expect(
            ChangeSentence().text(for: [event(.boxMoved(from: kitchen, to: nil), in: crate), sent[2]])
                == "removed box #4 Kitchen; the 1 box in it went out, on its own")
        let back = [event(.boxRestored, in: kitchen), event(.boxMoved(from: unit, to: kitchen), in: crate)]
        #expect(ChangeSentence().text(for: back) == "put back box #4 Kitchen and the 1 box it held")
    }
}
