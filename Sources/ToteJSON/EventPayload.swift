import Foundation
import ToteDomain

/// The JSON a store's `event` row keeps, in the shape `DomainEvent`'s `Decodable` reads back.
///
/// Written directly rather than with `JSONEncoder`: every change stores its events, and the generic encoder cost as
/// much as the rest of the write.
public enum EventPayload {
    public static func text(of event: DomainEvent) -> String {
        var members: [String: JSONValue] = [
            "id": .string(event.id.uuid.uuidString),
            "occurredAt": .integer(Int((event.occurredAt.timeIntervalSince1970 * 1000).rounded())),
            "box": reference(event.box.id.uuid, event.box.number.value, event.box.title),
            "change": change(event.change),
        ]
        if let item = event.item {
            members["item"] = reference(item.id.uuid, item.number.value, item.title)
        }
        if let author = event.author {
            var fields: [String: JSONValue] = ["name": .string(author.name)]
            if let account = author.account { fields["account"] = .string(account.uuid.uuidString) }
            members["author"] = .object(fields)
        }
        if let batch = event.batch {
            var fields: [String: JSONValue] = ["id": .string(batch.id.uuidString), "source": .string(batch.source)]
            if let summary = batch.summary {
                fields["summary"] = .object([
                    "boxesAdded": .integer(summary.boxesAdded), "itemsAdded": .integer(summary.itemsAdded),
                    "itemsChanged": .integer(summary.itemsChanged),
                ])
            }
            members["batch"] = .object(fields)
        }
        return JSONDocument.compactText(for: .object(members))
    }

    private static func reference(_ id: UUID, _ number: Int, _ title: Title) -> JSONValue {
        .object(["id": .string(id.uuidString), "number": .integer(number), "title": .string(title.text)])
    }

    /// The change keyed by its case name, with its values keyed by their labels; an absent value is left out.
    private static func change(_ change: DomainEvent.Change) -> JSONValue {
        let (name, values): (String, [String: JSONValue?]) =
            switch change {
            case .boxProvisioned(let title, let location, let note):
                ("boxProvisioned", ["title": text(title), "location": text(location), "note": text(note)])
            case .boxRenamed(let from, let to): ("boxRenamed", ["from": text(from), "to": text(to)])
            case .boxRelocated(let from, let to): ("boxRelocated", ["from": text(from), "to": text(to)])
            case .boxNoteChanged(let from, let to): ("boxNoteChanged", ["from": text(from), "to": text(to)])
            case .boxRoomChanged(let from, let to): ("boxRoomChanged", ["from": text(from), "to": text(to)])
            case .boxStatusChanged(let from, let to):
                ("boxStatusChanged", ["from": .string(from.rawValue), "to": .string(to.rawValue)])
            case .boxMarked(let mark): ("boxMarked", ["mark": .string(mark.rawValue)])
            case .boxUnmarked(let mark): ("boxUnmarked", ["mark": .string(mark.rawValue)])
            case .boxRemoved: ("boxRemoved", [:])
            case .boxRestored: ("boxRestored", [:])
            case .itemProvisioned(let title, let quantity, let note):
                ("itemProvisioned", ["title": text(title), "quantity": .integer(quantity.value), "note": text(note)])
            case .itemRenamed(let from, let to): ("itemRenamed", ["from": text(from), "to": text(to)])
            case .itemRequantified(let from, let to):
                ("itemRequantified", ["from": .integer(from.value), "to": .integer(to.value)])
            case .itemNoteChanged(let from, let to): ("itemNoteChanged", ["from": text(from), "to": text(to)])
            case .itemMoved(let from):
                ("itemMoved", ["from": reference(from.id.uuid, from.number.value, from.title)])
            case .itemRemoved: ("itemRemoved", [:])
            case .itemRestored: ("itemRestored", [:])
            }
        return .object([name: .object(values.compactMapValues { $0 })])
    }

    private static func text(_ value: (some CustomStringConvertible)?) -> JSONValue? {
        value.map { .string($0.description) }
    }
}
