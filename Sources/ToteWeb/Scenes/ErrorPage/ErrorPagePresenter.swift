import HTTPTypes
import ToteHTTP

/// Presents an error page.
protocol ErrorPagePresentationLogic: Sendable {
    func present(_ response: ErrorPageModels.Show.Response) -> ErrorPageModels.Show.ViewModel
}

/// Says what went wrong in words for people; a failure of Tote itself reveals no details.
struct ErrorPagePresenter: ErrorPagePresentationLogic {
    func present(_ response: ErrorPageModels.Show.Response) -> ErrorPageModels.Show.ViewModel {
        let description = Self.describe(response.error)
        return ErrorPageModels.Show.ViewModel(
            status: description.status, heading: description.title, message: Self.sentence(description.detail),
            nextLabel: response.isLoggedIn ? "Back to your boxes" : "Log in",
            nextHref: response.isLoggedIn ? "/boxes" : "/login")
    }

    private static func describe(_ error: any Error) -> ErrorDescription {
        switch error {
        case WebError.forgedForm:
            ErrorDescription(status: .forbidden, title: "Form expired", detail: WebError.forgedForm.description)
        case WebError.pageNotFound:
            ErrorDescription(status: .notFound, title: "Not found", detail: WebError.pageNotFound.description)
        case is DecodingError:
            ErrorDescription(status: .badRequest, title: "Unreadable form", detail: "the form could not be read")
        default:
            ErrorDescription(error)
        }
    }

    /// "there is no box #12" → "There is no box #12."
    private static func sentence(_ detail: String) -> String {
        let capitalised = detail.prefix(1).uppercased() + detail.dropFirst()
        return capitalised.hasSuffix(".") ? capitalised : capitalised + "."
    }
}
