/// Shows one box with its items.
protocol BoxDisplayLogic: Sendable {
    func display(_ viewModel: BoxModels.ViewModel, layout: LayoutViewModel) throws -> String
}

struct BoxView: BoxDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: BoxModels.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("box", layout: layout, content: viewModel)
    }
}
