import ToteDomain

/// Input port for everything that changes an inventory. A command returns nothing, or the number it created.
///
/// Each call is one intent, carried out in exactly one write transaction of the store.
public protocol InventoryCommands: Sendable {
    func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber
    func changeBox(_ request: ChangeBoxRequest) async throws
    func removeBox(_ request: RemoveBoxRequest) async throws
    func emptyBox(_ request: EmptyBoxRequest) async throws

    func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemNumber
    func changeItem(_ request: ChangeItemRequest) async throws
    func removeItem(_ request: RemoveItemRequest) async throws
}
