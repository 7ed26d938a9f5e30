import Foundation

/// A thing kept in a box: an aggregate of its own that references its box by identity.
///
/// Its identity and number stay the same when it moves to another box. Changing an item loads and writes this item
/// only, so people filling the same box never get in each other's way. ``version`` counts its stored changes.
public struct Item: Hashable, Sendable, Identifiable, HumanNumbered {
    public static let numberNoun = "item"

    public let id: ItemID
    public let number: ItemNumber
    public private(set) var title: Title
    public private(set) var quantity: Quantity
    public private(set) var note: Note?
    /// The box the item is in, with the number and title it has now.
    public private(set) var box: BoxReference
    /// The version this copy was loaded at; 0 for an item that was never stored.
    public let version: Int
    /// What happened to this copy since it was loaded, oldest first.
    public private(set) var pendingEvents: [DomainEvent] = []

    /// Rebuilds a stored item; records no event.
    public init(
        id: ItemID, number: ItemNumber, title: Title, quantity: Quantity, note: Note?, box: BoxReference, version: Int
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.quantity = quantity
        self.note = note
        self.box = box
        self.version = version
    }

    /// A new item in `box`, with the event that records its provisioning.
    static func provisioned(
        id: ItemID, number: ItemNumber, title: Title, quantity: Quantity, note: Note?, in box: BoxReference,
        at date: Date
    ) -> Item {
        var item = Item(id: id, number: number, title: title, quantity: quantity, note: note, box: box, version: 0)
        item.record(.itemProvisioned(title: title, quantity: quantity, note: note), at: date)
        return item
    }

    public var reference: ItemReference { ItemReference(id: id, number: number, title: title) }

    /// Tells every change recorded since the item was loaded as made by `author`.
    public mutating func attribute(to author: Author) {
        pendingEvents = pendingEvents.map { $0.attributed(to: author) }
    }

    /// Whether anything was recorded since the item was loaded.
    public var hasChanges: Bool { !pendingEvents.isEmpty }

    /// Refuses to go on when the item was changed since the version the person saw.
    public func expect(version expected: Int?) throws(InventoryError) {
        guard let expected, expected != version else { return }
        throw .itemChanged(number, version: version, now: told)
    }

    /// What the item holds now, as a refusal tells it: “Kettle” × 2, note “Blue”.
    var told: String {
        "“\(title)” × \(quantity)" + (note.map { ", note “\($0)”" } ?? "")
    }

    /// Refuses to go on when the item is no longer in the box the person saw it in.
    public func expect(in box: BoxNumber) throws(InventoryError) {
        guard self.box.number == box else { throw .itemNotInBox(number, box) }
    }

    public mutating func rename(to newTitle: Title, at date: Date) {
        guard newTitle != title else { return }
        let old = title
        title = newTitle
        record(.itemRenamed(from: old, to: newTitle), at: date)
    }

    public mutating func changeQuantity(to newQuantity: Quantity, at date: Date) {
        guard newQuantity != quantity else { return }
        let old = quantity
        quantity = newQuantity
        record(.itemRequantified(from: old, to: newQuantity), at: date)
    }

    public mutating func changeNote(to newNote: Note?, at date: Date) {
        guard newNote != note else { return }
        let old = note
        note = newNote
        record(.itemNoteChanged(from: old, to: newNote), at: date)
    }

    /// Puts the item into another box of the same inventory; the box it is in already changes nothing.
    public mutating func move(into destination: Box, at date: Date) {
        guard destination.id != box.id else { return }
        let source = box
        box = destination.reference
        record(.itemMoved(from: source), at: date)
    }

    /// Records that the item is taken out of its box for good.
    public mutating func remove(at date: Date) {
        record(.itemRemoved, at: date)
    }

    private mutating func record(_ change: DomainEvent.Change, at date: Date) {
        pendingEvents.append(
            DomainEvent(id: EventID.random(), occurredAt: date, box: box, item: reference, change: change))
    }
}

/// Names an item as it was when something happened to it.
public struct ItemReference: Hashable, Sendable, Codable {
    public let id: ItemID
    public let number: ItemNumber
    public let title: Title

    public init(id: ItemID, number: ItemNumber, title: Title) {
        self.id = id
        self.number = number
        self.title = title
    }
}
