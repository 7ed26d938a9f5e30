/// Where the boxes and places a container holds go when it is removed: into another box or place, or out, to stand
/// on their own.
public enum Rehoming: Sendable, Equatable {
    case into(BoxNumber)
    case out

    /// Reads “out”, in any case and with spaces around, or the number of the box or place they go into (“12”, “#12”).
    public init(parsing text: String) throws(ValidationError) {
        self = TextRules.trimmed(text).lowercased() == "out" ? .out : .into(try BoxNumber(parsing: text))
    }

    /// What ``init(parsing:)`` reads back: “out”, or the number of the box or place.
    public var text: String {
        switch self {
        case .into(let number): String(number.value)
        case .out: "out"
        }
    }

    /// The box or place they go into; nil when they stand on their own.
    public var destination: BoxNumber? {
        switch self {
        case .into(let number): number
        case .out: nil
        }
    }
}

/// The boxes and places packed directly in a container that is being removed, with where they are to go, read in the
/// transaction that removes it.
public struct HeldBoxes: Sendable {
    /// In the order of their numbers.
    public let boxes: [Box]
    /// From the container being removed into the destination, as for a move of any one of them.
    public let placement: Placement

    public init(boxes: [Box], placement: Placement) {
        self.boxes = boxes
        self.placement = placement
    }
}

/// What undoing a removal needs to pack back into the container it put back: the boxes the removal sent away that are
/// still where it sent them, and the containers the one put back will be in.
public struct Repacking: Sendable {
    /// The boxes the removal sent away and nobody moved since, in the order of their numbers.
    public let boxes: [Box]
    /// Where they are now (the container the removal sent them into); nil when they stand on their own.
    public let current: BoxReference?
    /// The container the box put back goes into and every container that one is in; a box among them stays where it
    /// is, or it would hold itself.
    public let enclosing: Set<BoxID>

    public init(boxes: [Box], current: BoxReference?, enclosing: Set<BoxID>) {
        self.boxes = boxes
        self.current = current
        self.enclosing = enclosing
    }

    /// Nothing to pack back: the removal sent no box away, or all of them were moved since.
    public static let none = Repacking(boxes: [], current: nil, enclosing: [])
}
