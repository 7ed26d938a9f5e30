import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `inventories`: the ones the caller belongs to, with their role, and making a new one.
enum InventoryRoutes {
    static func add(to api: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        api.get("inventories") { request, context in
            let principal = try context.requirePrincipal()
            let page = try request.pageRequest()
            let inventories = try await environment.memberships.inventories(of: principal)
            return JSONResponse.page(inventories.page(page), for: request, AccessJSON.inventory)
        }
        api.post("inventories") { request, context in
            let principal = try context.requirePrincipal()
            let body = try await RequestBody.decode(NameBody.self, from: request, context: context)
            let id = try await environment.memberships.createInventory(named: body.name, by: principal)
            let inventory = try await AfterChange.shown { try await environment.summary(of: id, for: context) }
            return JSONResponse.created(
                AccessJSON.inventory(inventory), at: "\(APIRoutes.basePath)/inventories/\(id)")
        }
        api.get("inventories/{inventoryId}") { request, context in
            let (id, _) = try environment.membership(of: request, context: context, for: .read)
            return JSONResponse.make(AccessJSON.inventory(try await environment.summary(of: id, for: context)))
        }
    }
}

extension ServerEnvironment {
    /// An inventory as the caller sees it, with memberships read afresh, so that one just made or joined is there.
    func summary(of inventory: InventoryID, for context: ToteRequestContext) async throws -> InventorySummary {
        guard let credential = context.credential else { throw AccessError.notAuthenticated }
        let principal = try await access.authenticate(credential.token)
        guard let summary = try await memberships.inventories(of: principal).first(where: { $0.id == inventory })
        else { throw AccessError.inventoryNotFound }
        return summary
    }
}
