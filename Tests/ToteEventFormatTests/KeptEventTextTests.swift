import Foundation
import Testing
import ToteDomain
import ToteJSON

@Suite("Stored event payloads")
struct EventPayloadTests {
    static let kitchen = BoxReference(
        id: BoxID(UUID()), number: try! BoxNumber(12), title: try! Title("Kitchen \"1/2\" 🍳"))
    static let kettle = ItemReference(
        id: ItemID(UUID()), number: try! ItemNumber(40), title: try! Title("Kettle\\blue"))
    static let note = try! Note.optional("Fragile\nTop side up")
    static let location = try! Location("Garage, shelf 3")

    static let changes: [(DomainEvent.Change, ItemReference?)] = [
        (.boxProvisioned(title: kitchen.title, location: location, note: note), nil),
        (.boxProvisioned(title: kitchen.title, location: nil, note: nil), nil),
        (.boxRenamed(from: try! Title("Cupboard"), to: kitchen.title), nil),
        (.boxRelocated(from: nil, to: location), nil),
        (.boxRelocated(from: location, to: nil), nil),
        (.boxNoteChanged(from: note, to: nil), nil),
        (.boxNoteChanged(from: nil, to: note), nil),
        (.boxRemoved, nil),
        (.boxRestored, nil),
        (.itemProvisioned(title: kettle.title, quantity: try! Quantity(3), note: note), kettle),
        (.itemProvisioned(title: kettle.title, quantity: try! Quantity(1), note: nil), kettle),
        (.itemRenamed(from: try! Title("Pot"), to: kettle.title), kettle),
        (.itemRequantified(from: try! Quantity(1), to: try! Quantity(1_000_000)), kettle),
        (.itemNoteChanged(from: nil, to: note), kettle),
        (.itemNoteChanged(from: note, to: nil), kettle),
        (
            .itemMoved(from: BoxReference(id: BoxID(UUID()), number: try! BoxNumber(3), title: try! Title("Attic"))),
            kettle
        ),
        (.itemRemoved, kettle),
        (.itemRestored, kettle),
    ]

    @Test("every kind of change reads back as the event it was written from", arguments: changes.indices)
    func roundTrips(_ index: Int) throws {
        let (change, item) = Self.changes[index]
        let event = DomainEvent(
            id: EventID(UUID()), occurredAt: Date(timeIntervalSince1970: 1_800_000_000.123), box: Self.kitchen,
            item: item, change: change)

        let text = EventPayload.text(of: event)

        #expect(try JSONDecoder().decode(DomainEvent.self, from: Data(text.utf8)) == event)
    }

    @Test("the mark of an import reads back: the batch and its file's name, with what it did on its last event")
    func batches() throws {
        let batch = EventBatch(id: UUID(), source: "homebox \"1\".csv")
        for mark in [batch, batch.closing(with: EventBatch.Summary(boxesAdded: 1, itemsAdded: 20, itemsChanged: 3))] {
            let event = DomainEvent(
                id: EventID(UUID()), occurredAt: Date(timeIntervalSince1970: 1_800_000_000), box: Self.kitchen,
                item: Self.kettle, change: .itemRemoved
            ).batched(in: mark)

            let text = EventPayload.text(of: event)

            #expect(try JSONDecoder().decode(DomainEvent.self, from: Data(text.utf8)) == event)
        }
    }
}
