import ToteApplication
import ToteDomain

/// Shows the account and manages its API tokens and sessions.
protocol AccountBusinessLogic: Sendable {
    func show(typedName: String, failure: (any Error)?) async throws -> AccountModels.Show.Response
    mutating func change(_ command: AccountModels.Command) async throws
    func logOutEverywhere(_ token: SecretToken) async throws
}

/// The token just made, to be shown once.
protocol AccountDataStore: Sendable {
    var newToken: NewApiToken? { get }
}

struct AccountInteractor: AccountBusinessLogic, AccountDataStore {
    let principal: Principal
    let access: AccessService
    let memberships: MembershipService
    private(set) var newToken: NewApiToken?

    init(principal: Principal, access: AccessService, memberships: MembershipService) {
        self.principal = principal
        self.access = access
        self.memberships = memberships
    }

    func show(typedName: String, failure: (any Error)?) async throws -> AccountModels.Show.Response {
        AccountModels.Show.Response(
            account: principal.account, tokens: try await memberships.apiTokens(of: principal), newToken: newToken,
            typedName: typedName, failure: failure)
    }

    mutating func change(_ command: AccountModels.Command) async throws {
        switch command {
        case .createToken(let name):
            newToken = try await memberships.createApiToken(named: name, by: principal)
        case .revokeToken(let id):
            try await memberships.revokeApiToken(id, by: principal)
        }
    }

    func logOutEverywhere(_ token: SecretToken) async throws {
        try await access.logoutEverywhere(token)
    }
}
