/// Shows the members page.
protocol MembersDisplayLogic: Sendable {
    func display(_ viewModel: MembersModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct MembersView: MembersDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: MembersModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("members", layout: layout, content: viewModel)
    }
}
