import ToteHTTP

/// Presents the setup form.
struct SetupPresenter: Sendable {
    func present(_ response: SetupModels.Show.Response) -> SetupModels.Show.ViewModel {
        SetupModels.Show.ViewModel(
            heading: "Set up Tote", form: response.form, error: response.failure.map { ErrorDescription($0).sentence })
    }
}
