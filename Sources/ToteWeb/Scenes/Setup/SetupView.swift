/// Shows the setup form.
protocol SetupDisplayLogic: Sendable {
    func display(_ viewModel: SetupModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct SetupView: SetupDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: SetupModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("setup", layout: layout, content: viewModel)
    }
}
