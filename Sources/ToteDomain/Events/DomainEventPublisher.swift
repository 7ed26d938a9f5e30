/// Hears of a command's events once its transaction has committed, so the history already holds them; a
/// publisher hands them on to whoever listens (the live pages), and is left out where nobody does.
public protocol DomainEventPublisher: Sendable {
    func publishCommitted(_ events: [DomainEvent], in inventory: InventoryID) async
}
