import Foundation

/// A numbered box, where it is, and what is written on it: the aggregate of a box's own fields.
///
/// A box does not hold its items: each ``Item`` is its own aggregate that references its box by identity, so that
/// changing, adding or moving one item never loads, locks or conflicts with the rest of the box. The rules that
/// concern the whole content (a box is removed with its items only when forced; emptying moves all or none) are
/// decided here over ``BoxContents``, which a repository reads in the same transaction as the write.
///
/// Every change is recorded as a ``DomainEvent`` in ``pendingEvents``; a repository stores the events
/// in the same transaction as the change. ``version`` counts the stored changes of the box's own fields.
public struct Box: Hashable, Sendable, Identifiable, HumanNumbered {
    public static let numberNoun = "box"

    public let id: BoxID
    public let number: BoxNumber
    public private(set) var title: Title
    public private(set) var location: Location?
    public private(set) var note: Note?
    /// The room the box goes to at the new home.
    public private(set) var room: Room?
    public private(set) var status: PackingStatus
    /// How the box must be handled.
    public private(set) var marks: Set<BoxMark>
    /// The box or place it is in; nil for one that stands on its own.
    public private(set) var container: BoxID?
    /// Whether it is a box or a place; fixed when it is provisioned.
    public let kind: BoxKind
    /// The version this copy was loaded at; 0 for a box that was never stored.
    public let version: Int
    /// What happened to this copy since it was loaded, oldest first.
    public private(set) var pendingEvents: [DomainEvent] = []

    /// Rebuilds a stored box; records no event.
    public init(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, room: Room? = nil,
        status: PackingStatus = .packing, marks: Set<BoxMark> = [], container: BoxID? = nil, kind: BoxKind = .box,
        version: Int
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.location = location
        self.note = note
        self.room = room
        self.status = status
        self.marks = marks
        self.container = container
        self.kind = kind
        self.version = version
    }

    /// A new box, with the event that records its provisioning.
    static func provisioned(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, kind: BoxKind, at date: Date
    ) -> Box {
        var box = Box(id: id, number: number, title: title, location: location, note: note, kind: kind, version: 0)
        box.record(.boxProvisioned(title: title, location: location, note: note, kind: kind), at: date)
        return box
    }

    public var reference: BoxReference { BoxReference(id: id, number: number, title: title) }

    /// Tells every change recorded since the box was loaded as made by `author`.
    public mutating func attribute(to author: Author) {
        pendingEvents = pendingEvents.map { $0.attributed(to: author) }
    }

    /// Whether anything was recorded since the box was loaded.
    public var hasChanges: Bool { !pendingEvents.isEmpty }

    /// Refuses to go on when the box was changed since the version the person saw.
    public func expect(version expected: Int?) throws(InventoryError) {
        guard let expected, expected != version else { return }
        throw .boxChanged(number, version: version, now: told)
    }

    /// What the box holds now, as a refusal tells it: “Books”, at Attic, note “Paperbacks”.
    var told: String {
        "“\(title)”" + (location.map { ", at \($0)" } ?? ", no location") + (note.map { ", note “\($0)”" } ?? "")
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

    /// Sends the box to a room of the new home, or to none.
    public mutating func assign(to newRoom: Room?, at date: Date) {
        guard newRoom != room else { return }
        let old = room
        room = newRoom
        record(.boxRoomChanged(from: old, to: newRoom), at: date)
    }

    /// Moves the box on in a move, or back; the same status again changes nothing.
    public mutating func setStatus(_ newStatus: PackingStatus, at date: Date) {
        guard newStatus != status else { return }
        let old = status
        status = newStatus
        record(.boxStatusChanged(from: old, to: newStatus), at: date)
    }

    public mutating func mark(_ mark: BoxMark, at date: Date) {
        guard marks.insert(mark).inserted else { return }
        record(.boxMarked(mark: mark), at: date)
    }

    public mutating func unmark(_ mark: BoxMark, at date: Date) {
        guard marks.remove(mark) != nil else { return }
        record(.boxUnmarked(mark: mark), at: date)
    }

    /// Packs the box into `placement`'s destination, or takes it out of its container when there is none. Everything
    /// the box holds goes with it without being written: items and boxes name the box they are in, not a place.
    /// Refused when the destination is the box itself or inside it, which would make a box hold itself, and when a
    /// place would go into a box.
    public mutating func move(to placement: Placement, at date: Date) throws(InventoryError) {
        guard placement.destination?.id != container else { return }
        if placement.puts(id) {
            throw .boxIntoItself(number, into: placement.destination?.number ?? number)
        }
        if kind == .place, let destination = placement.destination, placement.destinationKind == .box {
            throw .placeIntoBox(number, into: destination.number)
        }
        container = placement.destination?.id
        record(.boxMoved(from: placement.current, to: placement.destination), at: date)
    }

    /// Records that the box is going away; refused while it holds items unless `force` is set, in which case every
    /// item's removal is recorded first. The boxes and places packed in it are things of their own: the removal is
    /// refused while they are there, unless `held` says where they go, and then each is moved there first (refused
    /// when that is the box itself or inside it). Returns the boxes moved, each with its event; the caller stores them
    /// in the same transaction.
    @discardableResult
    public mutating func retire(
        holding contents: BoxContents, force: Bool, sending held: HeldBoxes? = nil, at date: Date
    )
        throws -> [Box]
    {
        var moved: [Box] = []
        if !contents.boxes.isEmpty {
            guard let held else { throw InventoryError.boxHoldsBoxes(number, contents.boxes) }
            if held.placement.puts(id) {
                throw InventoryError.rehomingInside(number, into: held.placement.destination?.number ?? number)
            }
            for var box in held.boxes {
                try box.move(to: held.placement, at: date)
                moved.append(box)
            }
        }
        guard contents.count == 0 || force else { throw InventoryError.boxNotEmpty(number, itemCount: contents.count) }
        for item in try contents.references() {
            record(.itemRemoved, about: item, at: date)
        }
        record(.boxRemoved, at: date)
        return moved
    }

    /// Packs the box back into `box`, put back by undoing the removal that sent it away from there.
    mutating func repack(into box: Box, from current: BoxReference?, at date: Date) {
        container = box.id
        record(.boxMoved(from: current, to: box.reference), at: date)
    }

    /// The events of moving everything `source` holds into `destination`, in the order of the items' numbers.
    /// The caller moves all the items in the same transaction, or none when this throws.
    public static func emptying(
        _ source: Box, holding contents: BoxContents, into destination: Box, at date: Date
    ) throws -> [DomainEvent] {
        guard source.id != destination.id else { throw InventoryError.emptyingIntoItself(source.number) }
        return try contents.references().map { item in
            DomainEvent(
                id: EventID.random(), occurredAt: date, box: destination.reference, item: item,
                change: .itemMoved(from: source.reference))
        }
    }

    private mutating func record(_ change: DomainEvent.Change, about item: ItemReference? = nil, at date: Date) {
        pendingEvents.append(
            DomainEvent(id: EventID.random(), occurredAt: date, box: reference, item: item, change: change))
    }
}
