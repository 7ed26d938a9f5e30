/// Shows an invitation.
protocol InvitationDisplayLogic: Sendable {
    func display(_ viewModel: InvitationModels.Show.ViewModel, layout: LayoutViewModel) throws -> String
}

struct InvitationView: InvitationDisplayLogic {
    let renderer: PageRenderer

    func display(_ viewModel: InvitationModels.Show.ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render("invitation", layout: layout, content: viewModel)
    }
}
