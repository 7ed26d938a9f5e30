import Testing
import ToteDomain
import TotePresentation
import ToteTesting

@Suite("Event sentences")
struct EventSentenceTests {
    private let kitchen = try! ReadModels.boxReference(12, "Kitchen")
    private let kettle = try! ReadModels.itemReference(40, "Kettle")

    private func sentence(_ change: DomainEvent.Change, item: ItemReference? = nil) -> String {
        EventSentence().text(for: ReadModels.entry(1, change, box: kitchen, item: item).event)
    }

    @Test("tells what happened to a box")
    func boxes() throws {
        let garage = try Location("Garage")
        let attic = try Location("Attic")
        let note = try #require(try Note.optional("Fragile"))
        let other = try #require(try Note.optional("Heavy"))

        #expect(
            sentence(.boxProvisioned(title: try Title("Kitchen"), location: nil, note: nil, kind: .box))
                == "added box #12 Kitchen")
        #expect(
            sentence(.boxProvisioned(title: try Title("Kitchen"), location: garage, note: nil, kind: .box))
                == "added box #12 Kitchen at Garage")
        #expect(
            sentence(.boxRenamed(from: try Title("Kitchen"), to: try Title("Kitchen stuff")))
                == "renamed box #12 from “Kitchen” to “Kitchen stuff”")
        #expect(sentence(.boxRelocated(from: nil, to: attic)) == "put box #12 Kitchen at Attic")
        #expect(sentence(.boxRelocated(from: garage, to: attic)) == "moved box #12 Kitchen from Garage to Attic")
        #expect(sentence(.boxRelocated(from: garage, to: nil)) == "forgot where box #12 Kitchen is (it was at Garage)")
        #expect(sentence(.boxNoteChanged(from: nil, to: note)) == "added a note to box #12 Kitchen")
        #expect(sentence(.boxNoteChanged(from: note, to: other)) == "changed the note of box #12 Kitchen")
        #expect(sentence(.boxNoteChanged(from: note, to: nil)) == "removed the note of box #12 Kitchen")
        #expect(sentence(.boxRemoved) == "removed box #12 Kitchen")
        #expect(sentence(.boxRestored) == "put back box #12 Kitchen, undoing its removal")
    }

    @Test("tells an import by its last event: the file and what the whole import did, in counts that apply")
    func imports() throws {
        let event = ReadModels.entry(1, .itemRemoved, box: kitchen, item: kettle).event
        let batch = EventBatch(id: .random(), source: "homebox.csv")
        func entry(_ boxes: Int, _ items: Int, _ changed: Int) -> String {
            let summary = EventBatch.Summary(boxesAdded: boxes, itemsAdded: items, itemsChanged: changed)
            return EventSentence().entry(for: event.batched(in: batch.closing(with: summary)))
        }

        #expect(entry(120, 4_800, 20) == "imported homebox.csv: 120 boxes and 4,800 items added, 20 items changed")
        #expect(entry(1, 1, 0) == "imported homebox.csv: 1 box and 1 item added")
        #expect(entry(0, 0, 1) == "imported homebox.csv: 1 item changed")
        #expect(EventSentence().entry(for: event.batched(in: batch)) == "removed item #40 Kettle from box #12 Kitchen")
        #expect(EventSentence().entry(for: event) == "removed item #40 Kettle from box #12 Kitchen")
    }

    @Test("tells what happened to an item")
    func items() throws {
        let garage = try ReadModels.boxReference(3, "Garage")
        let note = try #require(try Note.optional("Descale"))

        #expect(
            sentence(.itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(1), note: nil), item: kettle)
                == "added item #40 Kettle to box #12 Kitchen")
        #expect(
            sentence(.itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(2), note: nil), item: kettle)
                == "added item #40 Kettle (quantity 2) to box #12 Kitchen")
        #expect(
            sentence(.itemRenamed(from: try Title("Kettel"), to: try Title("Kettle")), item: kettle)
                == "renamed item #40 from “Kettel” to “Kettle” in box #12 Kitchen")
        #expect(
            sentence(.itemRequantified(from: try Quantity(1), to: try Quantity(3)), item: kettle)
                == "changed the quantity of item #40 Kettle in box #12 Kitchen from 1 to 3")
        #expect(sentence(.itemNoteChanged(from: nil, to: note), item: kettle) == "added a note to item #40 Kettle")
        #expect(sentence(.itemNoteChanged(from: note, to: nil), item: kettle) == "removed the note of item #40 Kettle")
        #expect(
            sentence(.itemMoved(from: garage), item: kettle)
                == "moved item #40 Kettle from box #3 Garage to box #12 Kitchen")
        #expect(sentence(.itemRemoved, item: kettle) == "removed item #40 Kettle from box #12 Kitchen")
        #expect(
            sentence(.itemRestored, item: kettle)
                == "put back item #40 Kettle into box #12 Kitchen, undoing its removal")
    }

    @Test("a delivery mechanism may shorten the titles, and only the titles")
    func shortenedTitles() throws {
        let initials = EventSentence { String($0.text.prefix(1)) + "…" }
        let event = ReadModels.entry(
            1, .itemMoved(from: try ReadModels.boxReference(3, "Garage")), box: kitchen, item: kettle)

        #expect(initials.text(for: event.event) == "moved item #40 K… from box #3 G… to box #12 K…")
    }
}
