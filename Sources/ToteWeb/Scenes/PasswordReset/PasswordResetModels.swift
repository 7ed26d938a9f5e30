/// Choosing a new password through a reset link an owner made.
enum PasswordResetModels {
    enum Show {
        struct Response: Sendable {
            /// The account the link is for: its display name and username; nil when the link cannot be used.
            let account: (name: String, username: String)?
            let failure: (any Error)?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let intro: String?
            let action: String
            let username: String
            let error: String?
        }
    }
}

extension PasswordResetModels.Show.ViewModel: PageViewModel {
    static let template = "password-reset"

    var pageTitle: String { heading }
}
