import ToteDomain

/// A change to many boxes at once, as a move needs: a room, a status, handling marks, or several of them (as a box's
/// page sends them together), for every box named. Text arrives as typed; the domain validates it.
public struct ChangeBoxesRequest: Sendable {
    public enum Change: Sendable {
        /// The room, typed; blank text clears it.
        case room(String)
        case status(String)
        case mark(String)
        case unmark(String)
    }

    public var boxes: [BoxNumber]
    public var changes: [Change]

    public init(boxes: [BoxNumber], change: Change) {
        self.init(boxes: boxes, changes: [change])
    }

    public init(boxes: [BoxNumber], changes: [Change]) {
        self.boxes = boxes
        self.changes = changes
    }
}

/// A change of many boxes that names boxes but nothing to change about them.
public struct NothingToChangeError: CorrectableError, Equatable {
    public init() {}

    public var description: String { "choose what to change: a room, a status or a mark" }
}
