import ToteHTTP

/// Presents the login form.
struct LoginPresenter: Sendable {
    func present(_ response: LoginModels.Show.Response) -> LoginModels.Show.ViewModel {
        LoginModels.Show.ViewModel(
            heading: "Log in", username: response.username, next: response.next,
            error: response.failure.map { ErrorDescription($0).sentence },
            resume: response.resume.isEmpty ? nil : response.resume)
    }
}
