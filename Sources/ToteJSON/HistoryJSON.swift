import Foundation
import ToteApplication
import ToteDomain
import ToteJSONText

/// History entries as the JSON documents described in the JSON reference (docs/json.md).
public enum HistoryJSON {
    public static func entry(_ entry: HistoryEntry) -> JSONValue {
        change(entry.event, ["sequence": .integer(Int(entry.sequence))])
    }

    /// An event a change just recorded, as its history entry tells it but for the place in the history.
    public static func change(_ event: DomainEvent) -> JSONValue {
        change(event, [:])
    }

    /// What a change recorded: the answer to a change (`changes`), empty when it changed nothing.
    public static func changes(_ events: [DomainEvent]) -> JSONValue {
        .array(events.map(change))
    }

    private static func change(_ event: DomainEvent, _ members: [String: JSONValue]) -> JSONValue {
        let change = details(of: event.change, in: event.box)
        return .object(
            members.merging(
                [
                    "id": .string(event.id.description),
                    "at": .string(timestamp(event.occurredAt)),
                    "kind": .string(event.kind.rawValue),
                    "box": reference(event.box.id.description, event.box.number.value, event.box.title),
                    "item": event.item.map { reference($0.id.description, $0.number.value, $0.title) } ?? .null,
                    "from": change.from,
                    "to": change.to,
                    "author": event.author.map(author) ?? .null,
                    "batch": event.batch.map(batch) ?? .null,
                ], uniquingKeysWith: { first, _ in first }))
    }

    /// The box or item an entry is about: its ID, and its number and title then.
    private static func reference(_ id: String, _ number: Int, _ title: Title) -> JSONValue {
        .object(["id": .string(id), "number": .integer(number), "title": .string(title.text)])
    }

    /// The import the change was made by; its last change carries what the whole import did.
    private static func batch(_ batch: EventBatch) -> JSONValue {
        .object([
            "id": .string(batch.id.lowercasedText), "source": .string(batch.source),
            "summary": batch.summary.map {
                .object([
                    "boxesAdded": .integer($0.boxesAdded), "itemsAdded": .integer($0.itemsAdded),
                    "itemsChanged": .integer($0.itemsChanged),
                ])
            } ?? .null,
        ])
    }

    /// Who made the change: the member's name then, and their account; the command line has no account.
    static func author(_ author: Author) -> JSONValue {
        .object(["name": .string(author.name), "account": .string(author.account?.description)])
    }

    /// ISO 8601 in UTC with milliseconds: "2025-05-02T12:03:04.005Z".
    public static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    /// The box a box was packed in, or `null` for none.
    private static func container(_ box: BoxReference?) -> JSONValue {
        .object(["container": box.map { reference($0.id.description, $0.number.value, $0.title) } ?? .null])
    }

    /// What the event changed from and to; `null` on the side that does not apply.
    private static func details(of change: DomainEvent.Change, in box: BoxReference) -> (from: JSONValue, to: JSONValue)
    {
        switch change {
        case .boxProvisioned(let title, let location, let note, let kind):
            (
                .null,
                .object([
                    "title": .string(title.text), "location": .string(location?.text), "note": .string(note?.text),
                    "kind": .string(kind.rawValue),
                ])
            )
        case .boxRenamed(let old, let new), .itemRenamed(let old, let new):
            (.object(["title": .string(old.text)]), .object(["title": .string(new.text)]))
        case .boxRelocated(let old, let new):
            (.object(["location": .string(old?.text)]), .object(["location": .string(new?.text)]))
        case .boxNoteChanged(let old, let new), .itemNoteChanged(let old, let new):
            (.object(["note": .string(old?.text)]), .object(["note": .string(new?.text)]))
        case .boxRoomChanged(let old, let new):
            (.object(["room": .string(old?.text)]), .object(["room": .string(new?.text)]))
        case .boxStatusChanged(let old, let new):
            (.object(["status": .string(old.rawValue)]), .object(["status": .string(new.rawValue)]))
        case .boxMarked(let mark):
            (.null, .object(["mark": .string(mark.rawValue)]))
        case .boxUnmarked(let mark):
            (.object(["mark": .string(mark.rawValue)]), .null)
        case .boxMoved(let old, let new):
            (container(old), container(new))
        case .itemProvisioned(let title, let quantity, let note):
            (
                .null,
                .object([
                    "title": .string(title.text), "quantity": .integer(quantity.value), "note": .string(note?.text),
                ])
            )
        case .itemRequantified(let old, let new):
            (.object(["quantity": .integer(old.value)]), .object(["quantity": .integer(new.value)]))
        case .itemMoved(let source):
            (
                reference(source.id.description, source.number.value, source.title),
                reference(box.id.description, box.number.value, box.title)
            )
        case .boxRemoved, .itemRemoved, .boxRestored, .itemRestored:
            (.null, .null)
        }
    }
}
