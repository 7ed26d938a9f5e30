import ToteApplication
import ToteHTTP
import TotePresentation

/// Presents the account page.
struct AccountPresenter: Sendable {
    /// What the next page says after a change of the account page.
    func flash(after command: AccountModels.Command, ended: EndedCredentials?) -> Flash {
        switch command {
        case .createToken: Flash(message: "The token was made.")
        case .revokeToken: Flash(message: "The token was revoked: scripts that send it are refused from now on.")
        case .changePassword: Self.flash("your password was changed; every other session ended", ended)
        }
    }

    /// The message after credentials ended: which sessions, and the personal tokens revoked with them.
    static func flash(_ sessions: String, _ ended: EndedCredentials?) -> Flash {
        Flash(
            message: Sentence.standalone(
                CredentialsSentence.text(sessions, ended ?? EndedCredentials(revokedTokens: []))))
    }

    func present(_ response: AccountModels.Show.Response) -> AccountModels.Show.ViewModel {
        AccountModels.Show.ViewModel(
            heading: "Account", name: response.account.displayName.text, username: response.account.username.text,
            tokens: response.tokens.map {
                AccountModels.Show.TokenRow(
                    name: $0.name.text, created: "made " + DateText.day($0.createdAt),
                    revokeAction: "/account/tokens/\($0.id)/revoke")
            },
            emptyText: response.tokens.isEmpty ? "You have no API tokens." : nil,
            newSecret: response.newToken?.secret.text,
            newSecretNote: response.newToken.map {
                "Copy the secret of “\($0.token.name.text)” now: it is shown only once. "
                    + "Scripts send it as “Authorization: Bearer …”."
            },
            typedName: response.newToken == nil ? response.typedName : "",
            error: response.failureIsPassword ? nil : response.failure.map { ErrorDescription($0).sentence },
            passwordError: response.failureIsPassword ? response.failure.map { ErrorDescription($0).sentence } : nil)
    }
}
