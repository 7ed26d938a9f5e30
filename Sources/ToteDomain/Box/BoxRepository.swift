/// Stores and loads ``Box`` aggregates of one inventory, each with its items.
///
/// Every write stores the boxes' ``Box/pendingEvents`` in the same transaction, and refuses
/// with ``InventoryError/concurrentChange`` a box whose ``Box/version`` is no longer the stored one.
public protocol BoxRepository: Sendable {
    func box(numbered number: BoxNumber) async throws -> Box?
    func box(holding item: ItemNumber) async throws -> Box?
    /// Stores a box that was never stored.
    func add(_ box: Box) async throws
    /// Stores changes to boxes that were loaded from this repository, all or none.
    func save(_ boxes: [Box]) async throws
    /// Deletes a box that was loaded from this repository, with whatever items it still holds.
    func remove(_ box: Box) async throws
}
