import ToteDomain

/// Publishes to nobody: in process there are no live pages to tell, and the hand-written SQL tells nobody either.
struct DiscardingPublisher: DomainEventPublisher {
    func publish(_ events: [DomainEvent], in inventory: InventoryID) async {}
}
