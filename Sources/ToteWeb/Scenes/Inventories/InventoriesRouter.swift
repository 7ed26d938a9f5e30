/// Where the inventories page leads after a change.
protocol InventoriesRoutingLogic: Sendable {
    func routeAfterChoosing() -> String
}

struct InventoriesRouter: InventoriesRoutingLogic {
    /// To the boxes of the inventory just chosen or made, which the response makes the current one.
    func routeAfterChoosing() -> String { Paths.boxes }
}
