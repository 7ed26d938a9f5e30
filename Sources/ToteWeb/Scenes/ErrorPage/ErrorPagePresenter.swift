import HTTPTypes
import ToteHTTP

/// Says what went wrong in words for people; a failure of Tote itself reveals no details.
struct ErrorPagePresenter: Sendable {
    func present(_ response: ErrorPageModels.Show.Response) -> ErrorPageModels.Show.ViewModel {
        let description = ErrorDescription(response.error)
        return ErrorPageModels.Show.ViewModel(
            status: description.status, heading: description.title, message: description.sentence,
            nextLabel: response.isLoggedIn ? "Back to your boxes" : "Log in",
            nextHref: response.isLoggedIn ? Paths.boxes : Paths.login)
    }
}
