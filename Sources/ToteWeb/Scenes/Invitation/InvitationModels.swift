import Foundation
import ToteDomain

/// Accepting an invitation link: a new account joins, or a logged-in person joins with their account.
enum InvitationModels {
    /// What a newcomer typed, kept when the form is shown again; the password never is.
    struct Form: Sendable, Equatable {
        var username = ""
        var displayName = ""

        init(username: String = "", displayName: String = "") {
            self.username = username
            self.displayName = displayName
        }

        init(_ fields: FormFields) {
            self.init(username: fields["username"], displayName: fields["display_name"])
        }
    }

    enum Show {
        struct Request: Sendable {
            let token: SecretToken
        }

        struct Response: Sendable {
            let role: Role
            let expiresAt: Date
            let inventoryName: InventoryName?
            let inviterName: DisplayName?
            let isLoggedIn: Bool
            let isMember: Bool
            let form: Form
            let failure: (any Error)?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let invitation: String
            let showsAccountForm: Bool
            let joinLabel: String?
            let joinAction: String
            let acceptAction: String
            let loginHref: String
            let form: Form
            let error: String?
        }
    }

    enum Accept {
        struct Request: Sendable {
            let token: SecretToken
            let form: Form
            let password: String
            let address: String
        }
    }
}

extension InvitationModels.Show.ViewModel: PageViewModel {
    static let template = "invitation"

    var pageTitle: String { heading }
}
