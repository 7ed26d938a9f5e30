import ToteDomain

/// Input port for everything that changes an inventory. A command returns nothing, or the number it created.
public protocol InventoryCommands: Sendable {
    func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber
    func renameBox(_ request: RenameBoxRequest) async throws
    func relocateBox(_ request: RelocateBoxRequest) async throws
    func changeBoxNote(_ request: ChangeBoxNoteRequest) async throws
    func removeBox(_ request: RemoveBoxRequest) async throws
    func emptyBox(_ request: EmptyBoxRequest) async throws

    func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemNumber
    func renameItem(_ request: RenameItemRequest) async throws
    func changeQuantity(_ request: ChangeQuantityRequest) async throws
    func changeItemNote(_ request: ChangeItemNoteRequest) async throws
    func moveItem(_ request: MoveItemRequest) async throws
    func removeItem(_ request: RemoveItemRequest) async throws
}
