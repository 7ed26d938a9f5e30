import ToteDomain

/// Boundary values for the box commands. Text arrives as typed; the domain validates it.
public struct ProvisionBoxRequest: Sendable {
    public var title: String
    public var location: String?
    public var note: String?
    /// A box, or a place (a storage unit, a shelf) that boxes go into.
    public var kind: BoxKind

    public init(title: String, location: String? = nil, note: String? = nil, kind: BoxKind = .box) {
        self.title = title
        self.location = location
        self.note = note
        self.kind = kind
    }
}

/// Changes any of a box's own fields in one go: all of them or none.
///
/// A field left `nil` stays as it is; for `location` and `note`, `.some(nil)` or blank text removes it.
/// With `expectedVersion`, the change is refused when the box was changed since that version was read.
public struct ChangeBoxRequest: Sendable {
    public var box: BoxNumber
    public var title: String?
    public var location: String??
    public var note: String??
    public var expectedVersion: Int?

    public init(
        box: BoxNumber, title: String? = nil, location: String?? = nil, note: String?? = nil,
        expectedVersion: Int? = nil
    ) {
        self.box = box
        self.title = title
        self.location = location
        self.note = note
        self.expectedVersion = expectedVersion
    }

    /// Whether the request asks to change anything at all.
    public var isEmpty: Bool { title == nil && location == nil && note == nil }
}

public struct RemoveBoxRequest: Sendable {
    public var box: BoxNumber
    /// Also removes the items the box still holds.
    public var force: Bool
    /// Where the boxes and places it holds go; nil refuses the removal of a box that holds any.
    public var heldBoxes: Rehoming?

    public init(box: BoxNumber, force: Bool = false, heldBoxes: Rehoming? = nil) {
        self.box = box
        self.force = force
        self.heldBoxes = heldBoxes
    }
}

/// Moves every item of one box into another.
public struct EmptyBoxRequest: Sendable {
    public var box: BoxNumber
    public var destination: BoxNumber

    public init(box: BoxNumber, into destination: BoxNumber) {
        self.box = box
        self.destination = destination
    }
}

/// Packs a box into another box, or takes it out of the one it is in (`destination` nil); everything it holds goes
/// with it.
public struct MoveBoxRequest: Sendable {
    public var box: BoxNumber
    public var destination: BoxNumber?

    public init(box: BoxNumber, into destination: BoxNumber?) {
        self.box = box
        self.destination = destination
    }
}
