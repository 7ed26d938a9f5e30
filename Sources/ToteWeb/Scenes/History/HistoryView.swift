/// Shows the history.
protocol HistoryDisplayLogic: Sendable {
    func display(_ viewModel: HistoryModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct HistoryView: HistoryDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: HistoryModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("history", layout: layout, content: viewModel)
    }
}
