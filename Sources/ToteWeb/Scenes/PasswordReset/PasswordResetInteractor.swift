import ToteApplication
import ToteDomain

/// The interactor of the reset scene (its business logic): reads what a link is for and sets the password it offers.
/// Its data store is the new session and what the reset ended, for the response's cookie and message.
struct PasswordResetInteractor: Sendable {
    let access: AccessService
    let token: SecretToken
    private(set) var reset: PasswordResetResponse?

    init(access: AccessService, token: SecretToken) {
        self.access = access
        self.token = token
    }

    func show(failure: (any Error)?) async -> PasswordResetModels.Show.Response {
        let account = try? await access.resetLink(token).account
        return PasswordResetModels.Show.Response(
            account: account.map { ($0.displayName.text, $0.username.text) },
            failure: failure ?? (account == nil ? AccessError.resetLinkInvalid : nil))
    }

    mutating func setPassword(_ password: String) async throws {
        reset = try await access.resetPassword(token, to: password)
    }
}
