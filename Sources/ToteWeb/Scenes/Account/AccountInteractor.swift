import ToteApplication
import ToteDomain

/// The interactor of the account scene (its business logic): shows the account and manages its API tokens and sessions.
/// Its data store is the token just made, to be shown once, and what a change of password ended.
struct AccountInteractor: Sendable {
    let principal: Principal
    let access: AccessService
    let memberships: MembershipService
    private(set) var newToken: NewApiToken?
    /// What a change of password ended.
    private(set) var ended: EndedCredentials?

    init(principal: Principal, access: AccessService, memberships: MembershipService) {
        self.principal = principal
        self.access = access
        self.memberships = memberships
    }

    func show(typedName: String, failure: (any Error)?, from command: AccountModels.Command? = nil) async throws
        -> AccountModels.Show.Response
    {
        AccountModels.Show.Response(
            account: principal.account, tokens: try await memberships.apiTokens(of: principal), newToken: newToken,
            typedName: typedName, failure: failure, failureIsPassword: command?.isPasswordChange ?? false)
    }

    /// Carries out `command` for the holder of `token`, the session the page was sent with.
    mutating func change(_ command: AccountModels.Command, holding token: SecretToken) async throws {
        switch command {
        case .changePassword(let current, let new, let address):
            ended = try await access.changePassword(
                ChangePasswordRequest(currentPassword: current, newPassword: new, address: address), holding: token)
        case .createToken(let name):
            newToken = try await memberships.createApiToken(named: name, by: principal)
        case .revokeToken(let id):
            try await memberships.revokeApiToken(id, by: principal)
        }
    }

    func logOutEverywhere(_ token: SecretToken) async throws -> EndedCredentials {
        try await access.logoutEverywhere(token)
    }
}
