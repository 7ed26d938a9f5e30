import Foundation
import ToteApplication
import ToteDomain

/// The members an event has in the server's answers, in the history (with its place) and in the answer to a change.
protocol ServerEventFields {
    var id: String { get }
    var at: Date { get }
    var kind: Components.Schemas.EventKind { get }
    var box: Components.Schemas.Reference { get }
    var item: Components.Schemas.EventItem? { get }
    var from: Components.Schemas.HistoryChange? { get }
    var to: Components.Schemas.HistoryChange? { get }
    var author: Components.Schemas.EventAuthor? { get }
    var batch: Components.Schemas.EventBatch? { get }
}

extension Components.Schemas.Change: ServerEventFields {}
extension Components.Schemas.HistoryEntry: ServerEventFields {}

/// The events a server's answers tell, read back into the domain events its store recorded: the history the server
/// wrote (``ToteJSON/HistoryJSON``) read the other way.
enum ServerEvents {
    static func entry(_ entry: Components.Schemas.HistoryEntry) throws -> HistoryEntry {
        HistoryEntry(sequence: Int64(entry.sequence), event: try event(entry))
    }

    static func event(_ fields: some ServerEventFields) throws -> DomainEvent {
        guard let id = EventID(uuidString: fields.id), let kind = DomainEvent.Kind(rawValue: fields.kind.rawValue)
        else { throw ServerReadings.unreadable("a change") }
        let box = try reference(fields.box.id, fields.box.number, fields.box.title)
        let item = try fields.item.map { item in
            guard let id = ItemID(uuidString: item.id) else { throw ServerReadings.unreadable("a change's item") }
            return ItemReference(id: id, number: try ItemNumber(item.number), title: try Title(stored: item.title))
        }
        return DomainEvent(
            id: id, occurredAt: fields.at, box: box, item: item,
            change: try change(kind, from: fields.from, to: fields.to), author: try fields.author.map(author),
            batch: try fields.batch.map(batch))
    }

    static func reference(_ id: String?, _ number: Int?, _ title: String?) throws -> BoxReference {
        guard let id, let boxID = BoxID(uuidString: id), let number, let title else {
            throw ServerReadings.unreadable("a change's box")
        }
        return BoxReference(id: boxID, number: try BoxNumber(number), title: try Title(stored: title))
    }

    static func author(_ author: Components.Schemas.EventAuthor) throws -> Author {
        guard let account = author.account else { return .commandLine }
        guard let id = AccountID(uuidString: account) else { throw ServerReadings.unreadable("an author") }
        return Author(account: id, name: try DisplayName(stored: author.name))
    }

    private static func batch(_ batch: Components.Schemas.EventBatch) throws -> EventBatch {
        guard let id = UUID(uuidString: batch.id) else { throw ServerReadings.unreadable("an import") }
        let made = EventBatch(id: id, source: batch.source)
        guard let summary = batch.summary else { return made }
        return made.closing(
            with: EventBatch.Summary(
                boxesAdded: summary.boxesAdded, itemsAdded: summary.itemsAdded, itemsChanged: summary.itemsChanged))
    }

    private static func change(
        _ kind: DomainEvent.Kind, from: Components.Schemas.HistoryChange?, to: Components.Schemas.HistoryChange?
    ) throws -> DomainEvent.Change {
        let old = from ?? Components.Schemas.HistoryChange()
        let new = to ?? Components.Schemas.HistoryChange()
        switch kind {
        case .boxProvisioned:
            return .boxProvisioned(
                title: try title(new.title), location: try Location.optional(stored: new.location),
                note: try Note.optional(stored: new.note),
                kind: new.kind.flatMap { BoxKind(rawValue: $0.rawValue) } ?? .box)
        case .boxRenamed: return .boxRenamed(from: try title(old.title), to: try title(new.title))
        case .itemRenamed: return .itemRenamed(from: try title(old.title), to: try title(new.title))
        case .boxRelocated:
            return .boxRelocated(
                from: try Location.optional(stored: old.location), to: try Location.optional(stored: new.location))
        case .boxNoteChanged:
            return .boxNoteChanged(from: try Note.optional(stored: old.note), to: try Note.optional(stored: new.note))
        case .itemNoteChanged:
            return .itemNoteChanged(from: try Note.optional(stored: old.note), to: try Note.optional(stored: new.note))
        case .boxRoomChanged:
            return .boxRoomChanged(from: try Room.optional(stored: old.room), to: try Room.optional(stored: new.room))
        case .boxStatusChanged:
            return .boxStatusChanged(from: try status(old.status), to: try status(new.status))
        case .boxMarked: return .boxMarked(mark: try mark(new.mark))
        case .boxUnmarked: return .boxUnmarked(mark: try mark(old.mark))
        case .boxMoved: return .boxMoved(from: try container(old.container), to: try container(new.container))
        case .itemProvisioned:
            return .itemProvisioned(
                title: try title(new.title), quantity: try Quantity(new.quantity ?? 0),
                note: try Note.optional(stored: new.note))
        case .itemRequantified:
            return .itemRequantified(from: try Quantity(old.quantity ?? 0), to: try Quantity(new.quantity ?? 0))
        case .itemMoved: return .itemMoved(from: try reference(old.id, old.number, old.title))
        case .boxRemoved: return .boxRemoved
        case .boxRestored: return .boxRestored
        case .itemRemoved: return .itemRemoved
        case .itemRestored: return .itemRestored
        }
    }

    private static func container(_ box: Components.Schemas.Container?) throws -> BoxReference? {
        try box.map { try reference($0.id, $0.number, $0.title) }
    }

    private static func title(_ text: String?) throws -> Title {
        guard let text else { throw ServerReadings.unreadable("a change without its title") }
        return try Title(stored: text)
    }

    private static func status(_ status: Components.Schemas.PackingStatus?) throws -> PackingStatus {
        guard let status, let known = PackingStatus(rawValue: status.rawValue) else {
            throw ServerReadings.unreadable("a status")
        }
        return known
    }

    private static func mark(_ mark: Components.Schemas.BoxMark?) throws -> BoxMark {
        guard let mark, let known = BoxMark(rawValue: mark.rawValue) else { throw ServerReadings.unreadable("a mark") }
        return known
    }
}
