import ToteApplication
import ToteDomain

/// The person's account: personal API tokens, and logging out everywhere.
enum AccountModels {
    enum Command: Sendable, Equatable {
        case createToken(name: String)
        case revokeToken(ApiTokenID)
    }

    enum Show {
        struct Response: Sendable {
            let account: Account
            let tokens: [ApiToken]
            /// The token just made, whose secret is shown this once.
            let newToken: NewApiToken?
            let typedName: String
            let failure: (any Error)?
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
        }
    }
}

extension AccountModels.Show.ViewModel: PageViewModel {
    static let template = "account"
    static let section: LayoutModels.Section? = .account

    var pageTitle: String { heading }
    var pagePath: String? { Paths.account }
}
