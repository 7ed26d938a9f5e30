import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The inventory a request's path names, opened for the requesting member.
struct InventoryAccess {
    let id: InventoryID
    let principal: Principal
    let useCases: InventoryUseCases

    /// The API address of a resource under this inventory, such as `boxes/12`.
    func location(_ path: String) -> String {
        "\(APIRoutes.basePath)/inventories/\(id)/\(path)"
    }
}

extension ServerEnvironment {
    /// Opens the inventory in the request's path for a member whose role allows `action`.
    ///
    /// The checks come in a fixed order, whatever else is wrong with the request: no credential (401),
    /// an inventory the caller does not belong to (404, as if it did not exist), a role that may not (403).
    func inventory(
        of request: Request, context: ToteRequestContext, for action: Role.Action = .read
    ) async throws -> InventoryAccess {
        let principal = try context.requirePrincipal()
        let id = try context.parameters.inventoryID()
        try principal.require(action, in: id)
        return InventoryAccess(id: id, principal: principal, useCases: try await useCases(of: id, for: principal))
    }

    /// The caller and the inventory in the request's path, checked like ``inventory(of:context:for:)``,
    /// for the routes that go to the membership use cases instead.
    func membership(
        of request: Request, context: ToteRequestContext, for action: Role.Action
    ) throws -> (id: InventoryID, principal: Principal) {
        let principal = try context.requirePrincipal()
        let id = try context.parameters.inventoryID()
        try principal.require(action, in: id)
        return (id, principal)
    }
}
