import ToteDomain

/// One change to many boxes at once, as a move needs: a room, a status, or a handling mark, for every box named.
/// Text arrives as typed; the domain validates it. The boxes are written as `BoxSelection` reads them.
public struct ChangeBoxesRequest: Sendable {
    public enum Change: Sendable {
        /// The room, typed; blank text clears it.
        case room(String)
        case status(String)
        case mark(String)
        case unmark(String)
    }

    public var boxes: [BoxNumber]
    public var change: Change

    public init(boxes: [BoxNumber], change: Change) {
        self.boxes = boxes
        self.change = change
    }
}
