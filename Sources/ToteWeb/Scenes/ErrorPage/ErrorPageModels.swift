import HTTPTypes

/// The page shown when a request cannot be answered: not found, forbidden, a conflict, a failure.
enum ErrorPageModels {
    enum Show {
        struct Response: Sendable {
            let error: any Error
            let isLoggedIn: Bool
        }

        struct ViewModel: Sendable, Equatable {
            let status: HTTPResponse.Status
            let heading: String
            let message: String
            let nextLabel: String
            let nextHref: String
        }
    }
}

extension ErrorPageModels.Show.ViewModel: PageViewModel {
    static let template = "error"

    var pageTitle: String { heading }
}
