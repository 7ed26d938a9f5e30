import Testing
import ToteDomain

@testable import ToteCLI

@Suite("Event sentences")
struct EventSentenceTests {
    private let kitchen = try! ReadModels.boxReference(12, "Kitchen")
    private let kettle = try! ReadModels.itemReference(40, "Kettle")

    private func sentence(_ change: DomainEvent.Change, item: ItemReference? = nil) -> String {
        EventSentence.text(for: ReadModels.entry(1, change, box: kitchen, item: item).event)
    }

    @Test("tells what happened to a box")
    func boxes() throws {
        let garage = try Location("Garage")
        let attic = try Location("Attic")
        let note = try #require(try Note.optional("Fragile"))
        let other = try #require(try Note.optional("Heavy"))

        #expect(
            sentence(.boxProvisioned(title: try Title("Kitchen"), location: nil, note: nil)) == "added box #12 Kitchen")
        #expect(
            sentence(.boxProvisioned(title: try Title("Kitchen"), location: garage, note: nil))
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
    }

    @Test("tells what happened to an item")
    func items() throws {
        let garage = try ReadModels.boxReference(3, "Garage")
        let note = try #require(try Note.optional("Descale"))

        #expect(
            sentence(.itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(1), note: nil), item: kettle)
                == "added item #40 Kettle to #12 Kitchen")
        #expect(
            sentence(.itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(2), note: nil), item: kettle)
                == "added item #40 Kettle (quantity 2) to #12 Kitchen")
        #expect(
            sentence(.itemRenamed(from: try Title("Kettel"), to: try Title("Kettle")), item: kettle)
                == "renamed item #40 from “Kettel” to “Kettle” in #12 Kitchen")
        #expect(
            sentence(.itemRequantified(from: try Quantity(1), to: try Quantity(3)), item: kettle)
                == "changed the quantity of item #40 Kettle in #12 Kitchen from 1 to 3")
        #expect(sentence(.itemNoteChanged(from: nil, to: note), item: kettle) == "added a note to item #40 Kettle")
        #expect(sentence(.itemNoteChanged(from: note, to: nil), item: kettle) == "removed the note of item #40 Kettle")
        #expect(
            sentence(.itemMoved(from: garage), item: kettle) == "moved item #40 Kettle from #3 Garage to #12 Kitchen")
        #expect(sentence(.itemRemoved, item: kettle) == "removed item #40 Kettle from #12 Kitchen")
    }

    @Test("cuts very long titles so that an event stays about one line")
    func longTitles() throws {
        let long = try Title(String(repeating: "a", count: 200))

        let text = sentence(.boxRenamed(from: long, to: try Title("Short")))

        #expect(text == "renamed box #12 from “\(String(repeating: "a", count: 39))…” to “Short”")
    }
}
