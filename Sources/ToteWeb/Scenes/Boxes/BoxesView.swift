/// Shows the list of boxes.
protocol BoxesDisplayLogic: Sendable {
    func display(_ viewModel: BoxesModels.List.ViewModel, layout: LayoutViewModel) throws -> String
}

struct BoxesView: BoxesDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: BoxesModels.List.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("boxes", layout: layout, content: viewModel)
    }
}
