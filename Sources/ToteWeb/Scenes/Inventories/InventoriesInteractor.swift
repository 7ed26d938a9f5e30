import ToteApplication
import ToteDomain

/// The interactor of the inventories scene (its business logic): lists, chooses and creates inventories. Its data store
/// is the inventory to make current after a change.
struct InventoriesInteractor: Sendable {
    let principal: Principal
    let memberships: MembershipService
    private(set) var chosen: InventoryID?

    init(principal: Principal, memberships: MembershipService) {
        self.principal = principal
        self.memberships = memberships
    }

    func show(current: InventoryID?, typedName: String, failure: (any Error)?) async throws
        -> InventoriesModels.Show.Response
    {
        InventoriesModels.Show.Response(
            inventories: try await memberships.inventories(of: principal), current: current, typedName: typedName,
            failure: failure)
    }

    /// Switching to an inventory the person does not belong to throws ``AccessError/inventoryNotFound``.
    mutating func change(_ command: InventoriesModels.Command) async throws {
        switch command {
        case .switchTo(let text):
            guard let inventory = InventoryID(uuidString: text), principal.role(in: inventory) != nil else {
                throw AccessError.inventoryNotFound
            }
            chosen = inventory
        case .create(let name):
            chosen = try await memberships.createInventory(named: name, by: principal)
        }
    }
}
