import ToteDomain

/// A ``DomainEventPublisher`` spy that remembers what it was told, in order.
public actor RecordingPublisher: DomainEventPublisher {
    public private(set) var published: [(inventory: InventoryID, events: [DomainEvent])] = []

    public init() {}

    public func publish(_ events: [DomainEvent], in inventory: InventoryID) {
        published.append((inventory, events))
    }

    /// Every event published, oldest first.
    public var events: [DomainEvent] { published.flatMap(\.events) }
}
