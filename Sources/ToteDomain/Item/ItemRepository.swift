/// Stores the items of one inventory, each an aggregate of its own. Like ``BoxRepository``, each method is one
/// intent in exactly one write transaction, whose cost does not depend on how many items the box holds.
public protocol ItemRepository: Sendable {
    /// Loads the box, reserves identities for `count` items and stores the items `make` builds in it (at most
    /// `count`), with their events, all in one transaction (a store may reserve one item's number by a commit of its
    /// own, where the items and events still go together, and run `make` again where the box changed meanwhile);
    /// returns the box as loaded and the items as stored.
    /// Throws ``InventoryError/boxNotFound(_:)`` for an unknown box.
    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> (box: Box, items: [Item])

    /// Loads an item, and the box it is to move into when `destination` is given (that box, not its contents),
    /// lets `change` change it and stores it with its events; returns the item as stored.
    /// Throws ``InventoryError/itemNotFound(_:)`` or ``InventoryError/boxNotFound(_:)``.
    func change(
        _ number: ItemNumber, movingInto destination: BoxNumber?, _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> Item

    /// Loads the items, lets `retire` record each one's removal, deletes them all and keeps a copy of each, with the
    /// box it was in, as `removal`, for ``BoxRepository/restore(_:_:)``; or removes none when one is refused. Returns
    /// the events stored. Throws ``InventoryError/itemNotFound(_:)`` for the first number that is no item.
    func remove(
        _ numbers: [ItemNumber], keeping removal: RemovalID, _ retire: @Sendable (inout Item) throws -> Void
    ) async throws -> [DomainEvent]

    /// Loads the items, and the box `destination` when one is given, lets `change` change each, and stores them all
    /// with their events, or none when one is refused; returns the events stored. Costs one item row per item,
    /// whatever the boxes hold.
    func change(
        _ numbers: [ItemNumber], movingInto destination: BoxNumber?,
        _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> [DomainEvent]
}
