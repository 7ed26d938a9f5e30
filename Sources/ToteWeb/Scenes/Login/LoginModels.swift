/// Logging in with a username and password, and logging out.
enum LoginModels {
    enum Show {
        struct Response: Sendable {
            let username: String
            let next: String
            let failure: (any Error)?
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let username: String
            let next: String
            let error: String?
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
