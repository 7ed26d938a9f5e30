import Foundation
import ToteDomain
import ToteJSONText

/// The JSON text an SQL store keeps in an event's `payload`, written and read here only.
///
/// It is the shape of `DomainEvent`'s `Codable` (its parts under ``DomainEvent/KeptKey``, the change as its kind's
/// name over ``DomainEvent/Change/keptValues``), written directly rather than with `JSONEncoder`: every change keeps
/// its events, and the generic encoder cost as much as the rest of the write.
public enum KeptEventText {
    public static func text(of event: DomainEvent) -> String {
        typealias Key = DomainEvent.KeptKey
        var members: [String: JSONValue] = [
            Key.id.rawValue: .string(event.id.uuid.uppercasedText),
            Key.occurredAt.rawValue: .integer(Int((event.occurredAt.timeIntervalSince1970 * 1000).rounded())),
            Key.box.rawValue: reference(event.box.id.uuid, event.box.number.value, event.box.title),
            Key.change.rawValue: .object([event.kind.keptName: .object(change(event.change))]),
        ]
        if let item = event.item {
            members[Key.item.rawValue] = reference(item.id.uuid, item.number.value, item.title)
        }
        if let author = event.author {
            var fields: [String: JSONValue] = ["name": .string(author.name)]
            if let account = author.account { fields["account"] = .string(account.uuid.uppercasedText) }
            members[Key.author.rawValue] = .object(fields)
        }
        if let batch = event.batch {
            var fields: [String: JSONValue] = ["id": .string(batch.id.uppercasedText), "source": .string(batch.source)]
            if let summary = batch.summary {
                fields["summary"] = .object([
                    "boxesAdded": .integer(summary.boxesAdded), "itemsAdded": .integer(summary.itemsAdded),
                    "itemsChanged": .integer(summary.itemsChanged),
                ])
            }
            members[Key.batch.rawValue] = .object(fields)
        }
        return JSONDocument.compactText(for: .object(members))
    }

    /// The event a payload holds, its text checked again by the rules of today.
    public static func event(from text: String) throws -> DomainEvent {
        try JSONDecoder().decode(DomainEvent.self, from: Data(text.utf8))
    }

    private static func reference(_ id: UUID, _ number: Int, _ title: Title) -> JSONValue {
        .object(["id": .string(id.uppercasedText), "number": .integer(number), "title": .string(title.text)])
    }

    private static func change(_ change: DomainEvent.Change) -> [String: JSONValue] {
        var members: [String: JSONValue] = [:]
        for (label, value) in change.keptValues {
            members[label] =
                switch value {
                case .text(let text): .string(text)
                case .number(let number): .integer(number)
                case .box(let box): reference(box.id.uuid, box.number.value, box.title)
                }
        }
        return members
    }
}
