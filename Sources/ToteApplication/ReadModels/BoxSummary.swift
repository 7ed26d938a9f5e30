import ToteDomain

/// A box as a list shows it: no items, just how many there are.
public struct BoxSummary: Hashable, Sendable {
    public let id: BoxID
    public let number: BoxNumber
    public let title: Title
    public let location: Location?
    public let note: Note?
    public let itemCount: Int
    /// Where the box goes at the new home, how far it has come in a move, and how it must be handled.
    public let room: Room?
    public let status: PackingStatus
    public let marks: Set<BoxMark>
    /// The box it is packed in; nil for a box on its own.
    public let container: BoxID?
    /// Whether it is a box or a place.
    public let kind: BoxKind
    /// Counts the stored changes of the box's own fields; a change can name it to be refused if it moved on.
    public let version: Int

    public init(
        id: BoxID, number: BoxNumber, title: Title, location: Location?, note: Note?, itemCount: Int,
        room: Room? = nil, status: PackingStatus = .packing, marks: Set<BoxMark> = [], container: BoxID? = nil,
        kind: BoxKind = .box, version: Int = 1
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.location = location
        self.note = note
        self.itemCount = itemCount
        self.room = room
        self.status = status
        self.marks = marks
        self.container = container
        self.kind = kind
        self.version = version
    }

    /// The box as a list shows it, holding `itemCount` items.
    public init(_ box: Box, itemCount: Int) {
        self.init(
            id: box.id, number: box.number, title: box.title, location: box.location, note: box.note,
            itemCount: itemCount, room: box.room, status: box.status, marks: box.marks, container: box.container,
            kind: box.kind, version: box.version)
    }

    /// The box as a step of a path to what it holds.
    public var step: PathStep {
        PathStep(BoxReference(id: id, number: number, title: title), kind: kind)
    }
}
