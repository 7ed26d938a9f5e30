import ToteApplication
import ToteDomain

/// The person's account: the password, personal API tokens, and logging out everywhere.
enum AccountModels {
    enum Command: Sendable, Equatable {
        case createToken(name: String)
        case revokeToken(ApiTokenID)
        /// `address` is where the request came from: wrong current passwords are rate limited.
        case changePassword(current: String, new: String, address: String)

        /// Whether the command came from the password form, so that its refusal is shown there.
        var isPasswordChange: Bool {
            if case .changePassword = self { true } else { false }
        }
    }

    enum Show {
        struct Response: Sendable {
            let account: Account
            let tokens: [ApiToken]
            /// The token just made, whose secret is shown this once.
            let newToken: NewApiToken?
            let typedName: String
            let failure: (any Error)?
            /// Whether `failure` came from the password form rather than the token form.
            var failureIsPassword = false
        }

        struct TokenRow: Sendable, Equatable {
            let name: String
            let created: String
            let revokeAction: String
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let name: String
            let username: String
            let tokens: [TokenRow]
            let emptyText: String?
            let newSecret: String?
            let newSecretNote: String?
            let typedName: String
            let error: String?
            let passwordError: String?
        }
    }
}

extension AccountModels.Show.ViewModel: PageViewModel {
    var liveScope: LiveScope? { LiveScope.none }

    static let template = "account"
    static let section: LayoutModels.Section? = .account

    var pageTitle: String { heading }
    var pagePath: String? { Paths.account }
}
