/// Shows an error page.
protocol ErrorPageDisplayLogic: Sendable {
    func display(_ viewModel: ErrorPageModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct ErrorPageView: ErrorPageDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: ErrorPageModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("error", layout: layout, content: viewModel)
    }
}
