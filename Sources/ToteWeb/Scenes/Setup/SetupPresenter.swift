import ToteHTTP

/// Presents the setup form.
protocol SetupPresentationLogic: Sendable {
    func present(_ response: SetupModels.Show.Response) -> SetupModels.Show.ViewModel
}

struct SetupPresenter: SetupPresentationLogic {
    func present(_ response: SetupModels.Show.Response) -> SetupModels.Show.ViewModel {
        SetupModels.Show.ViewModel(
            heading: "Set up Tote", form: response.form, error: response.failure.map { ErrorDescription($0).sentence })
    }
}
