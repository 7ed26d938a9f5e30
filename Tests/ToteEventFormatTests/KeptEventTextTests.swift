import Foundation
import Testing
import ToteDomain
import ToteEventFormat

@Suite("Kept event text")
struct KeptEventTextTests {
    static let kitchen = BoxReference(
        id: BoxID(UUID()), number: try! BoxNumber(12), title: try! Title("Kitchen \"1/2\" 🍳"))
    static let kettle = ItemReference(
        id: ItemID(UUID()), number: try! ItemNumber(40), title: try! Title("Kettle\\blue"))
    static let note = try! Note.optional("Fragile\nTop side up")
    static let location = try! Location("Garage, shelf 3")
    static let attic = BoxReference(id: BoxID(UUID()), number: try! BoxNumber(3), title: try! Title("Attic"))

    /// Changes of `kind`, with every value present and absent where it may be. The switch names every kind, so a
    /// new kind of change does not compile until it has its cases here.
    static func changes(of kind: DomainEvent.Kind) throws -> [DomainEvent.Change] {
        let title = kitchen.title
        switch kind {
        case .boxProvisioned:
            return [
                .boxProvisioned(title: title, location: location, note: note, kind: .box),
                .boxProvisioned(title: title, location: nil, note: nil, kind: .box),
            ]
        case .boxRenamed: return [.boxRenamed(from: try Title("Cupboard"), to: title)]
        case .boxRelocated: return [.boxRelocated(from: nil, to: location), .boxRelocated(from: location, to: nil)]
        case .boxNoteChanged: return [.boxNoteChanged(from: note, to: nil), .boxNoteChanged(from: nil, to: note)]
        case .boxRoomChanged:
            return [
                .boxRoomChanged(from: nil, to: try Room("Kitchen")), .boxRoomChanged(from: try Room("Hall"), to: nil),
            ]
        case .boxStatusChanged:
            return PackingStatus.allCases.map { .boxStatusChanged(from: .packing, to: $0) }
        case .boxMarked: return BoxMark.allCases.map { .boxMarked(mark: $0) }
        case .boxUnmarked: return BoxMark.allCases.map { .boxUnmarked(mark: $0) }
        case .boxMoved:
            return [
                .boxMoved(from: nil, to: attic), .boxMoved(from: attic, to: nil), .boxMoved(from: attic, to: kitchen),
            ]
        case .boxRemoved: return [.boxRemoved]
        case .boxRestored: return [.boxRestored]
        case .itemProvisioned:
            return [
                .itemProvisioned(title: kettle.title, quantity: try Quantity(3), note: note),
                .itemProvisioned(title: kettle.title, quantity: try Quantity(1), note: nil),
            ]
        case .itemRenamed: return [.itemRenamed(from: try Title("Pot"), to: kettle.title)]
        case .itemRequantified: return [.itemRequantified(from: try Quantity(1), to: try Quantity(1_000_000))]
        case .itemNoteChanged: return [.itemNoteChanged(from: nil, to: note), .itemNoteChanged(from: note, to: nil)]
        case .itemMoved: return [.itemMoved(from: attic)]
        case .itemRemoved: return [.itemRemoved]
        case .itemRestored: return [.itemRestored]
        }
    }

    static func event(_ change: DomainEvent.Change) -> DomainEvent {
        DomainEvent(
            id: EventID(UUID()), occurredAt: Date(timeIntervalSince1970: 1_800_000_000.123), box: kitchen,
            item: change.kind.rawValue.hasPrefix("item.") ? kettle : nil, change: change,
            author: Author(account: AccountID(UUID()), name: try! DisplayName("Ana \"the packer\"")))
    }

    @Test(
        "every kind of change is kept as text and read back as the event it was", arguments: DomainEvent.Kind.allCases)
    func everyKind(_ kind: DomainEvent.Kind) throws {
        for change in try Self.changes(of: kind) {
            #expect(change.kind == kind)
            let event = Self.event(change)

            let text = KeptEventText.text(of: event)

            #expect(try KeptEventText.event(from: text) == event)
        }
    }

    @Test(
        "the text is the shape the property-list store's Codable keeps, and that reads back too",
        arguments: DomainEvent.Kind.allCases)
    func sameShapeAsCodable(_ kind: DomainEvent.Kind) throws {
        for change in try Self.changes(of: kind) {
            let event = Self.event(change)

            let text = try JSONSerialization.jsonObject(with: Data(KeptEventText.text(of: event).utf8))
            let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(event))
            let propertyList = try PropertyListEncoder().encode(event)

            #expect(
                NSDictionary(dictionary: try #require(text as? [String: Any])).isEqual(
                    to: try #require(encoded as? [String: Any])))
            #expect(try PropertyListDecoder().decode(DomainEvent.self, from: propertyList) == event)
        }
    }

    @Test("the mark of an import reads back: the batch and its file's name, with what it did on its last event")
    func batches() throws {
        let batch = EventBatch(id: UUID(), source: "homebox \"1\".csv")
        for mark in [batch, batch.closing(with: EventBatch.Summary(boxesAdded: 1, itemsAdded: 20, itemsChanged: 3))] {
            let event = Self.event(.itemRemoved).batched(in: mark)

            #expect(try KeptEventText.event(from: KeptEventText.text(of: event)) == event)
        }
    }

    @Test("text kept by earlier versions reads back", arguments: Self.earlier)
    func earlierText(_ earlier: (text: String, expected: DomainEvent.Change)) throws {
        let event = try KeptEventText.event(from: earlier.text)

        #expect(event.change == earlier.expected)
        #expect(event.box.title.text == "Kitchen \"1/2\" 🍳")
        #expect(event.occurredAt == Date(timeIntervalSince1970: 1_795_860_556.914))
        #expect(event.author == .commandLine)
    }

    /// Payloads as an SQLite store of the previous release kept them, with one box's number, title and time.
    static let earlier: [(text: String, expected: DomainEvent.Change)] = [
        (
            #"{"author":{"name":"command line"},"box":{"id":"F0AC1970-1900-4F61-BC35-E0F3C6183B1D","number":1,"title":"Kitchen \"1/2\" 🍳"},"change":{"boxProvisioned":{"location":"Garage, shelf 3","note":"Fragile\nTop side up","title":"Kitchen \"1/2\" 🍳"}},"id":"34845831-8FD3-4A32-B153-2E187CF80F87","occurredAt":1795860556914}"#,
            .boxProvisioned(title: kitchen.title, location: location, note: note, kind: .box)
        ),
        (
            #"{"author":{"name":"command line"},"box":{"id":"DA0974A2-CA46-4C86-892F-E8A39FACA777","number":2,"title":"Kitchen \"1/2\" 🍳"},"change":{"boxRelocated":{"from":"Loft"}},"id":"9E1BD1D9-B6EE-449E-9A28-4EF2D57966C0","occurredAt":1795860556914}"#,
            .boxRelocated(from: try! Location("Loft"), to: nil)
        ),
        (
            #"{"author":{"name":"command line"},"box":{"id":"DA0974A2-CA46-4C86-892F-E8A39FACA777","number":2,"title":"Kitchen \"1/2\" 🍳"},"change":{"boxStatusChanged":{"from":"packing","to":"sealed"}},"id":"2BD78249-4A8C-4217-B8AC-5B6DCA548497","occurredAt":1795860556914}"#,
            .boxStatusChanged(from: .packing, to: .sealed)
        ),
        (
            #"{"author":{"name":"command line"},"box":{"id":"F0AC1970-1900-4F61-BC35-E0F3C6183B1D","number":1,"title":"Kitchen \"1/2\" 🍳"},"change":{"itemRequantified":{"from":3,"to":1000000}},"id":"1B5005C1-C578-48ED-8890-2150F3E79579","item":{"id":"14F66D37-A06E-4CCC-9065-7757A4E24659","number":1,"title":"Pot"},"occurredAt":1795860556914}"#,
            .itemRequantified(from: try! Quantity(3), to: try! Quantity(1_000_000))
        ),
        (
            #"{"author":{"name":"command line"},"box":{"id":"DA0974A2-CA46-4C86-892F-E8A39FACA777","number":2,"title":"Kitchen \"1/2\" 🍳"},"change":{"itemMoved":{"from":{"id":"F0AC1970-1900-4F61-BC35-E0F3C6183B1D","number":1,"title":"Attic"}}},"id":"BC7B04C8-6549-4DF6-988C-C6B77180EFCC","item":{"id":"14F66D37-A06E-4CCC-9065-7757A4E24659","number":1,"title":"Pot"},"occurredAt":1795860556914}"#,
            .itemMoved(
                from: BoxReference(
                    id: BoxID(UUID(uuidString: "F0AC1970-1900-4F61-BC35-E0F3C6183B1D")!), number: try! BoxNumber(1),
                    title: try! Title("Attic")))
        ),
        (
            #"{"author":{"name":"command line"},"box":{"id":"DA0974A2-CA46-4C86-892F-E8A39FACA777","number":2,"title":"Kitchen \"1/2\" 🍳"},"change":{"itemRemoved":{}},"id":"A9B7B4AA-3A91-429A-A05B-7B0784B6CD24","item":{"id":"14F66D37-A06E-4CCC-9065-7757A4E24659","number":1,"title":"Pot"},"occurredAt":1795860556914}"#,
            .itemRemoved
        ),
    ]

    @Test(
        "a kept change that is not one Tote wrote is refused",
        arguments: [
            #"{"boxTeleported":{}}"#, #"{"boxRemoved":{},"itemRemoved":{}}"#, #"{}"#,
            #"{"itemRequantified":{"from":"3","to":4}}"#, #"{"itemRequantified":{"from":0,"to":4}}"#,
            #"{"boxRenamed":{"to":"Attic"}}"#, #"{"boxStatusChanged":{"from":"packing","to":"lost"}}"#,
            #"{"itemMoved":{"from":"Attic"}}"#, #"{"boxMarked":{"mark":7}}"#,
        ])
    func refused(change: String) throws {
        let text = KeptEventText.text(of: Self.event(.boxRemoved))
            .replacingOccurrences(of: #"{"boxRemoved":{}}"#, with: change)

        #expect(throws: (any Error).self) { try KeptEventText.event(from: text) }
    }
}
