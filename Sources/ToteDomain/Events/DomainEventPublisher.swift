/// Tells whoever listens (history views, live pages) about changes after they were committed.
public protocol DomainEventPublisher: Sendable {
    func publish(_ events: [DomainEvent], in inventory: InventoryID) async
}
