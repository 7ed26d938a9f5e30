/// Where setup leads.
protocol SetupRoutingLogic: Sendable {
    func routeAfterSetUp() -> String
    func routeWhenAlreadySetUp() -> String
}

struct SetupRouter: SetupRoutingLogic {
    /// The new owner starts with their (empty) list of boxes.
    func routeAfterSetUp() -> String { Paths.boxes }

    /// Once someone owns Tote, setup is gone: people log in instead.
    func routeWhenAlreadySetUp() -> String { "/login" }
}
