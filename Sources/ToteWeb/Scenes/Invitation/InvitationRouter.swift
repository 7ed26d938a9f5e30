/// Where accepting an invitation leads.
protocol InvitationRoutingLogic: Sendable {
    func routeAfterJoining() -> String
}

struct InvitationRouter: InvitationRoutingLogic {
    /// To the boxes of the inventory just joined, which the response makes the current one.
    func routeAfterJoining() -> String { Paths.boxes }
}
