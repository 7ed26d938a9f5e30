import Foundation
import Testing
import ToteApplication
import ToteDomain
import ToteJSON
import ToteJSONText
import ToteTesting

@testable import ToteClient

@Suite("Events read from a server")
struct ServerEventsTests {
    private let kitchen = try! ReadModels.boxReference(12, "Kitchen")
    private let garage = try! ReadModels.boxReference(3, "Garage")
    private let kettle = try! ReadModels.itemReference(40, "Kettle")

    /// A change of `kind` with every value it carries set, those that may be absent absent in `sparse`.
    private func change(_ kind: DomainEvent.Kind, sparse: Bool) throws -> DomainEvent.Change {
        let location = sparse ? nil : try Location("Shelf 2")
        let note = sparse ? nil : try Note.present("Handle with care")
        let room = sparse ? nil : try Room("Kitchen")
        return switch kind {
        case .boxProvisioned: .boxProvisioned(title: try Title("Kitchen"), location: location, note: note, kind: .box)
        case .boxRenamed: .boxRenamed(from: try Title("Pans"), to: try Title("Kitchen"))
        case .boxRelocated: .boxRelocated(from: location, to: try Location("Garage"))
        case .boxNoteChanged: .boxNoteChanged(from: try Note.present("old"), to: note)
        case .boxRoomChanged: .boxRoomChanged(from: room, to: try Room("Attic"))
        case .boxStatusChanged: .boxStatusChanged(from: .packing, to: .sealed)
        case .boxMarked: .boxMarked(mark: .fragile)
        case .boxUnmarked: .boxUnmarked(mark: .openFirst)
        case .boxMoved: .boxMoved(from: sparse ? nil : garage, to: kitchen)
        case .boxRemoved: .boxRemoved
        case .boxRestored: .boxRestored
        case .itemProvisioned: .itemProvisioned(title: try Title("Kettle"), quantity: try Quantity(3), note: note)
        case .itemRenamed: .itemRenamed(from: try Title("Pot"), to: try Title("Kettle"))
        case .itemRequantified: .itemRequantified(from: try Quantity(1), to: try Quantity(4))
        case .itemNoteChanged: .itemNoteChanged(from: note, to: try Note.present("new"))
        case .itemMoved: .itemMoved(from: garage)
        case .itemRemoved: .itemRemoved
        case .itemRestored: .itemRestored
        }
    }

    /// `value` as the server writes it, read by the generated client as it reads an answer.
    private func read<Schema: Decodable>(_ value: JSONValue, as schema: Schema.Type) throws -> Schema {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
        }
        return try decoder.decode(schema, from: Data(JSONDocument.compactText(for: value).utf8))
    }

    @Test("every kind of change, with and without its optional values, reads back as the event the server recorded")
    func everyKind() throws {
        let batch = EventBatch(id: UUID(), source: "homebox.csv")
        let member = Author(account: AccountID.random(), name: try DisplayName("Ada"))
        for kind in DomainEvent.Kind.allCases {
            for sparse in [false, true] {
                let item = kind.rawValue.hasPrefix("item.") ? kettle : nil
                let entry = ReadModels.entry(9, try change(kind, sparse: sparse), box: kitchen, item: item)
                var event = entry.event.attributed(to: sparse ? .commandLine : member)
                if !sparse {
                    event = event.batched(
                        in: batch.closing(with: EventBatch.Summary(boxesAdded: 1, itemsAdded: 2, itemsChanged: 3)))
                }

                let change = try ServerEvents.event(read(HistoryJSON.change(event), as: Components.Schemas.Change.self))
                let recorded = try ServerEvents.entry(
                    read(
                        HistoryJSON.entry(HistoryEntry(sequence: 9, event: event)),
                        as: Components.Schemas.HistoryEntry.self))

                #expect(change == event, "\(kind.rawValue)")
                #expect(recorded == HistoryEntry(sequence: 9, event: event), "\(kind.rawValue)")
            }
        }
    }
}

@Suite("Box numbers sent to a server")
struct BoxRangesTests {
    @Test("numbers are sent as the ranges they make, whatever their order and repeats")
    func ranges() throws {
        let numbers = try [7, 2, 3, 4, 40, 9, 8, 3, 1_000].map { try BoxNumber($0) }

        #expect(ServerInventory.ranges(numbers) == "2-4,7-9,40,1000")
        #expect(ServerInventory.ranges(try (1...10_000).map { try BoxNumber($0) }) == "1-10000")
        #expect(ServerInventory.ranges([]) == "")
    }
}
