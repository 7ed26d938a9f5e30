/// Shows the login form.
protocol LoginDisplayLogic: Sendable {
    func display(_ viewModel: LoginModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct LoginView: LoginDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: LoginModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("login", layout: layout, content: viewModel)
    }
}
