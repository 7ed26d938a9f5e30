/// Where logging in and out leads.
protocol LoginRoutingLogic: Sendable {
    func routeAfterLogIn(next: String?) -> String
    func routeAfterLogOut() -> String
    func routeToSetup() -> String
}

struct LoginRouter: LoginRoutingLogic {
    /// Back to the page that asked for a login, if it is one of Tote's own.
    func routeAfterLogIn(next: String?) -> String { LocalPath.next(next) }

    func routeAfterLogOut() -> String { "/login" }

    func routeToSetup() -> String { "/setup" }
}
