import ToteDomain

/// Stores an import: hands an ``ImportSession`` to `body` inside one write transaction, and keeps what it wrote
/// only when `commit` is true and `body` returns; otherwise the inventory stays exactly as it was. A store may instead
/// commit an import in batches as it goes, refusing everyone else's writes in the inventory until the import ends and
/// undoing what the import wrote when it fails (``StoreError/filling(stopped:)``); `clearing` says the import may
/// empty the inventory first (``ImportSession/clear()``), so that such a store keeps aside what it clears.
public protocol ImportRepository: Sendable {
    func importing<Result: Sendable>(
        commit: Bool, clearing: Bool, _ body: @Sendable (any ImportSession) throws -> Result
    ) async throws -> Result
}

/// What an import does inside its transaction: find boxes and items again by the key an earlier import gave them,
/// store new ones under a key, store changes and their events. Nothing is kept unless the import ends.
public protocol ImportSession {
    /// Identities and numbers reserved in the import's transaction.
    var identities: any IdentityService { get }
    /// The box an import stored under `key`.
    func box(keyed key: String) throws -> Box?
    /// The first box with this title at this location, however it was made.
    func box(titled title: Title, at location: Location?) throws -> Box?
    func insert(_ box: Box, keyed key: String) throws
    /// The item an import stored under `key`, or the item with this identity.
    func item(keyed key: String) throws -> Item?
    func item(identified id: ItemID) throws -> Item?
    func insert(_ item: Item, keyed key: String) throws
    /// Stores the fields of `item` that differ from `stored`, keeping it under `key` from now on.
    func update(_ item: Item, from stored: Item, keyed key: String) throws
    func append(_ events: [DomainEvent]) throws
    /// Whether the inventory holds no box, no item and no history.
    func isEmpty() throws -> Bool
    /// Removes every box, item, event and removal of the inventory, and starts its counters again.
    func clear() throws
    /// Stores a box or an item exactly as kept: identity, number, fields, version and import key.
    func put(_ box: KeptBox) throws
    func put(_ item: KeptItem) throws
    /// Stores a photo of a box or item put already. Throws ``InventoryError/boxNotFound(_:)`` or
    /// ``InventoryError/itemNotFound(_:)`` when that is not there.
    func put(_ photo: KeptPhoto) throws
    /// Sets the numbers the next box and the next item get.
    func setCounters(nextBoxNumber: Int, nextItemNumber: Int) throws
    /// Counts one more sighting of `key` in this import: how many came before it, and the line of the first.
    func sight(_ key: String, line: Int) throws -> (count: Int, firstLine: Int)
}
