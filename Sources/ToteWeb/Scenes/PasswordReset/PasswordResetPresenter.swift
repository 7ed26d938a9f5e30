import ToteHTTP

/// Presents the form of a reset link, or says that the link cannot be used.
struct PasswordResetPresenter: Sendable {
    func present(_ response: PasswordResetModels.Show.Response, path: String) -> PasswordResetModels.Show.ViewModel {
        PasswordResetModels.Show.ViewModel(
            heading: "Choose a new password",
            intro: response.account.map {
                "This link sets a new password for \($0.name) (@\($0.username)). Every session and personal API token "
                    + "of the account ends, and you are logged in with the new password."
            },
            action: path, username: response.account?.username ?? "",
            error: response.failure.map { ErrorDescription($0).sentence })
    }
}
