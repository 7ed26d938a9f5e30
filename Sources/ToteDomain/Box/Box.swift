import Foundation

/// The aggregate people work with: a numbered box, where it is, and the items in it.
///
/// Every change is recorded as a ``DomainEvent`` in ``pendingEvents``; a repository stores the events
/// in the same transaction as the change, and ``version`` lets it refuse a change made to a stale copy.
public struct Box: Hashable, Sendable, Identifiable, HumanNumbered {
    public static let numberNoun = "box"

    public let id: BoxID
    public let number: BoxNumber
    public private(set) var title: Title
    public private(set) var location: Location?
    public private(set) var note: Note?
    /// The items, in the order of their numbers.
    public internal(set) var items: [Item]
    /// The version this copy was loaded at; 0 for a box that was never stored.
    public let version: Int
    /// What happened to this copy since it was loaded, oldest first.
    public private(set) var pendingEvents: [DomainEvent] = []

    /// Rebuilds a stored box; records no event.
    public init(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, items: [Item], version: Int
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.location = location
        self.note = note
        self.items = items.sorted { $0.number < $1.number }
        self.version = version
    }

    /// A new, empty box, with the event that records its provisioning.
    static func provisioned(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, at date: Date
    ) -> Box {
        var box = Box(id: id, number: number, title: title, location: location, note: note, items: [], version: 0)
        box.record(.boxProvisioned(title: title, location: location, note: note), at: date)
        return box
    }

    public var reference: BoxReference { BoxReference(id: id, number: number, title: title) }

    public func item(numbered number: ItemNumber) -> Item? {
        items.first { $0.number == number }
    }

    public mutating func rename(to newTitle: Title, at date: Date) {
        guard newTitle != title else { return }
        let old = title
        title = newTitle
        record(.boxRenamed(from: old, to: newTitle), at: date)
    }

    public mutating func relocate(to newLocation: Location?, at date: Date) {
        guard newLocation != location else { return }
        let old = location
        location = newLocation
        record(.boxRelocated(from: old, to: newLocation), at: date)
    }

    public mutating func changeNote(to newNote: Note?, at date: Date) {
        guard newNote != note else { return }
        let old = note
        note = newNote
        record(.boxNoteChanged(from: old, to: newNote), at: date)
    }

    /// Records that the box is going away; refused while it holds items unless `force` is set,
    /// in which case every item's removal is recorded first.
    public mutating func retire(force: Bool, at date: Date) throws(InventoryError) {
        guard items.isEmpty || force else { throw .boxNotEmpty(number, itemCount: items.count) }
        for item in items {
            _ = try removeItem(numbered: item.number, at: date)
        }
        record(.boxRemoved, at: date)
    }

    mutating func record(_ change: DomainEvent.Change, about item: Item? = nil, at date: Date) {
        pendingEvents.append(
            DomainEvent(id: EventID(UUID()), occurredAt: date, box: reference, item: item?.reference, change: change)
        )
    }
}
