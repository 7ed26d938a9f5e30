import Hummingbird
import ToteDomain
import ToteHTTP

/// The routes under one inventory (`/inventories/{inventoryId}/…`), grouped by what the caller's role there must
/// allow. Each group decides that from the request's head, before a byte of its body is read: before a body is
/// decoded, a file received, or a request sent with an `Idempotency-Key` compared with the one it repeats.
struct InventoryGroups {
    let reading: RouterGroup<ToteRequestContext>
    let changing: RouterGroup<ToteRequestContext>
    let managing: RouterGroup<ToteRequestContext>
    let sharing: RouterGroup<ToteRequestContext>

    init(_ inventory: RouterGroup<ToteRequestContext>, repeatedRequests: RepeatedRequests) {
        func group(_ action: Role.Action) -> RouterGroup<ToteRequestContext> {
            inventory.group().add(middleware: InventoryRoleMiddleware(action: action))
                .add(middleware: IdempotencyMiddleware(requests: repeatedRequests))
        }
        reading = group(.read)
        changing = group(.change)
        managing = group(.manageMembers)
        sharing = group(.share)
    }
}

/// Refuses a request whose caller may not do `action` in the inventory its path names, in a fixed order: no
/// credential (401), an inventory the caller does not belong to (404, as if it did not exist), a role that may not
/// (403).
struct InventoryRoleMiddleware: RouterMiddleware {
    typealias Context = ToteRequestContext

    let action: Role.Action

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        try context.requirePrincipal().require(action, in: try context.parameters.inventoryID())
        return try await next(request, context)
    }
}
