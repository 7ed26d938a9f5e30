import ToteDomain

/// Boundary values for the box commands. Text arrives as typed; the domain validates it.
public struct ProvisionBoxRequest: Sendable {
    public var title: String
    public var location: String?
    public var note: String?

    public init(title: String, location: String? = nil, note: String? = nil) {
        self.title = title
        self.location = location
        self.note = note
    }
}

public struct RenameBoxRequest: Sendable {
    public var box: BoxNumber
    public var title: String

    public init(box: BoxNumber, title: String) {
        self.box = box
        self.title = title
    }
}

/// Moves a box to a new place; blank text means the box has no known place.
public struct RelocateBoxRequest: Sendable {
    public var box: BoxNumber
    public var location: String?

    public init(box: BoxNumber, location: String?) {
        self.box = box
        self.location = location
    }
}

/// Replaces a box's note; blank text removes it.
public struct ChangeBoxNoteRequest: Sendable {
    public var box: BoxNumber
    public var note: String?

    public init(box: BoxNumber, note: String?) {
        self.box = box
        self.note = note
    }
}

public struct RemoveBoxRequest: Sendable {
    public var box: BoxNumber
    /// Also removes the items the box still holds.
    public var force: Bool

    public init(box: BoxNumber, force: Bool = false) {
        self.box = box
        self.force = force
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
