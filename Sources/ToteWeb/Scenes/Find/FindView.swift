/// Shows the search form and its results.
protocol FindDisplayLogic: Sendable {
    func display(_ viewModel: FindModels.Search.ViewModel, layout: LayoutViewModel) throws -> String
}

struct FindView: FindDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: FindModels.Search.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("find", layout: layout, content: viewModel)
    }
}
