import ToteDomain

/// The response to a removal: the events it stored, and the handle that undoes it.
public struct RemovalResponse: Sendable {
    public let removal: RemovalID
    public let events: [DomainEvent]

    public init(removal: RemovalID, events: [DomainEvent]) {
        self.removal = removal
        self.events = events
    }
}

/// Undoes a removal: the box and items come back with the numbers they had.
public struct RestoreRequest: Sendable {
    public var removal: RemovalID

    public init(removal: RemovalID) {
        self.removal = removal
    }
}
