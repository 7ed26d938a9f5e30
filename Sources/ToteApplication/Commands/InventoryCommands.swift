import ToteDomain

/// Input port for everything that changes an inventory. A command returns the number it created (an item added alone,
/// the item as stored, so that nothing is read again to show it), or the events it stored so that a person can be
/// told what happened and offered an undo; a removal also returns the handle that undoes it.
///
/// Each call is one intent, carried out in exactly one write transaction of the store.
public protocol InventoryCommands: Sendable {
    func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber
    @discardableResult func changeBox(_ request: ChangeBoxRequest) async throws -> [DomainEvent]
    @discardableResult func removeBox(_ request: RemoveBoxRequest) async throws -> RemovalResponse
    @discardableResult func emptyBox(_ request: EmptyBoxRequest) async throws -> [DomainEvent]
    /// Packs a box into another, or takes it out of its container, with everything it holds, in one change that
    /// writes the box alone. Throws ``InventoryError/boxIntoItself(_:into:)`` for a box that would hold itself.
    @discardableResult func moveBox(_ request: MoveBoxRequest) async throws -> [DomainEvent]
    /// Gives many boxes a room, a status or a mark in one change: all of them, or none when any is refused.
    @discardableResult func changeBoxes(_ request: ChangeBoxesRequest) async throws -> [DomainEvent]

    func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemSummary
    /// Adds many items to one box in one change, in the order given: all of them, or none. Throws ``RefusedEntry``
    /// for an entry the domain refuses, ``ValidationError`` for no entries or more than
    /// ``ProvisionItemsRequest/maximum``.
    func provisionItems(_ request: ProvisionItemsRequest) async throws -> [ItemNumber]
    @discardableResult func changeItem(_ request: ChangeItemRequest) async throws -> [DomainEvent]
    @discardableResult func removeItem(_ request: RemoveItemRequest) async throws -> RemovalResponse
    /// Moves many items into a box, gives them one quantity, or both, in one change: all of them, or none when one is
    /// refused. Throws ``NothingToChangeError`` for a request that changes nothing.
    @discardableResult func changeItems(_ request: ChangeItemsRequest) async throws -> [DomainEvent]
    /// Removes many items, from any boxes, in one change that one undo puts back, each into its own box.
    @discardableResult func removeItems(_ request: RemoveItemsRequest) async throws -> RemovalResponse

    /// Starts carrying the rows of a file into the inventory, all in one transaction: boxes for their places, items
    /// added or changed; a row already imported as it is changes nothing. A dry run does the same and keeps none of
    /// it. The job fails with ``ImportError`` for a row it cannot take, and then the inventory is as it was. The
    /// history tells the import as one entry, named by `source` (the file's name).
    func importRows(_ rows: any ImportRows, from source: String, dryRun: Bool) throws -> Job<ImportReport>

    /// Starts putting back a whole inventory from a lossless export, in one transaction: into an empty inventory, or
    /// in place of everything it holds when `replace` is given (owners only). Fails with ``ImportError`` for a file
    /// that is not whole or not consistent, and then the inventory is as it was.
    func importInventory(_ records: any KeptRecords, replace: Bool, dryRun: Bool) throws -> Job<ImportReport>

    /// Adds photos to a box or item, all of them or none; the first becomes the cover when there is none.
    /// Throws ``InventoryError/tooManyPhotos(_:limit:)`` past ``Photo/maximumPerSubject``.
    func addPhotos(_ request: AddPhotosRequest) async throws -> [Photo]
    /// Removes a photo and its bytes; the photo added first among the rest becomes the cover if it was.
    @discardableResult func removePhoto(_ photo: PhotoID) async throws -> Photo
    /// Makes a photo the one lists show for its box or item.
    @discardableResult func makeCover(_ photo: PhotoID) async throws -> Photo

    /// Undoes a removal; the restoring is itself a change in the history.
    @discardableResult func restore(_ request: RestoreRequest) async throws -> [DomainEvent]
}
