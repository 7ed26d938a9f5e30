import ToteApplication
import ToteDomain

/// The interactor of the account scene (its business logic): shows the account and manages its API tokens and sessions.
/// Its data store is the token just made, to be shown once.
struct AccountInteractor: Sendable {
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
