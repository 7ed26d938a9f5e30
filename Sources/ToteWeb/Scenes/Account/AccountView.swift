/// Shows the account page.
protocol AccountDisplayLogic: Sendable {
    func display(_ viewModel: AccountModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct AccountView: AccountDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: AccountModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("account", layout: layout, content: viewModel)
    }
}
