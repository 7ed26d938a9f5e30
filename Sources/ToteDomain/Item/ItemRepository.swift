/// Stores the items of one inventory, each an aggregate of its own. Like ``BoxRepository``, each method is one
/// intent in exactly one write transaction, whose cost does not depend on how many items the box holds.
public protocol ItemRepository: Sendable {
    /// Loads the box, reserves identities for `count` items and stores the items `make` builds in it (at most
    /// `count`), with their events, all in one transaction. Throws ``InventoryError/boxNotFound(_:)`` for an unknown
    /// box.
    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> [Item]

    /// Loads an item, and the box it is to move into when `destination` is given (that box, not its contents),
    /// lets `change` change it and stores it with its events; returns the item as stored.
    /// Throws ``InventoryError/itemNotFound(_:)`` or ``InventoryError/boxNotFound(_:)``.
    func change(
        _ number: ItemNumber, movingInto destination: BoxNumber?, _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> Item

    /// Loads an item, lets `retire` record its removal, deletes it and keeps a copy as `removal`, for
    /// ``BoxRepository/restore(_:_:)``; returns the events stored.
    func remove(_ number: ItemNumber, keeping removal: RemovalID, _ retire: @Sendable (inout Item) throws -> Void)
        async throws -> [DomainEvent]

    /// Loads the items and the box `destination`, lets `move` move each, and stores them all with their events, or
    /// none when one is refused; returns the events stored. Costs one item row per item, whatever the boxes hold.
    func move(
        _ numbers: [ItemNumber], into destination: BoxNumber, _ move: @Sendable (inout Item, Box) throws -> Void
    ) async throws -> [DomainEvent]
}
