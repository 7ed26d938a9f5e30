/// Where the account page leads after a change.
protocol AccountRoutingLogic: Sendable {
    func routeAfterRevoking() -> String
    func routeAfterLoggingOutEverywhere() -> String
}

struct AccountRouter: AccountRoutingLogic {
    func routeAfterRevoking() -> String { "/account" }

    func routeAfterLoggingOutEverywhere() -> String { "/login" }
}
