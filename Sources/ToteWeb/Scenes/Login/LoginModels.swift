/// Logging in with a username and password, and logging out.
enum LoginModels {
    enum Show {
        struct Response: Sendable {
            let username: String
            let next: String
            let failure: (any Error)?
            /// A form that could not be sent when the session ended, carried through the login
            /// (``Flash/ResumedForm/encoded``); empty when there is none.
            var resume = ""
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let username: String
            let next: String
            let error: String?
            let resume: String?
        }
    }

    enum LogIn {
        struct Request: Sendable {
            let username: String
            let password: String
            let address: String
        }
    }
}

extension LoginModels.Show.ViewModel: PageViewModel {
    static let template = "login"

    var pageTitle: String { heading }
}
