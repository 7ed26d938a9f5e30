import ToteApplication
import ToteDomain
import ToteHTTP

/// The inventory a logged-in member works in, with the others they could switch to.
struct Workspace: Sendable {
    let principal: Principal
    let inventories: [InventorySummary]
    let current: InventorySummary
    let useCases: InventoryUseCases

    var role: Role { current.role }

    /// The inventory the browser's cookie names if the person belongs to it, else their first one.
    ///
    /// Throws ``AccessError/notAuthenticated`` for an anonymous visit and ``WebError/noInventory`` for a
    /// person who belongs to no inventory.
    static func load(for visit: Visit, environment: ServerEnvironment) async throws -> Workspace {
        if let workspace = visit.workspace { return workspace }
        let principal = try visit.requirePrincipal()
        let inventories = try await environment.memberships.inventories(of: principal)
        guard let current = chosen(from: inventories, in: visit) else { throw WebError.noInventory }
        return Workspace(
            principal: principal, inventories: inventories, current: current,
            useCases: try await environment.useCases(of: current.id, for: principal))
    }

    /// The layout's view of a logged-in person on a page that needs no current inventory.
    static func person(for visit: Visit, environment: ServerEnvironment) async throws -> LayoutModels.Person {
        let principal = try visit.requirePrincipal()
        let inventories = try await environment.memberships.inventories(of: principal)
        return LayoutModels.Person(
            displayName: principal.account.displayName, inventories: inventories,
            current: chosen(from: inventories, in: visit)?.id)
    }

    private static func chosen(from inventories: [InventorySummary], in visit: Visit) -> InventorySummary? {
        let named = InventoryCookie.inventory(in: visit.request)
        return inventories.first { $0.id == named } ?? inventories.first
    }

    /// The layout's view of this workspace.
    var person: LayoutModels.Person {
        LayoutModels.Person(
            displayName: principal.account.displayName, inventories: inventories, current: current.id)
    }
}
