/// The view of every scene: renders the template that the view model names, inside the layout.
struct TemplateView<ViewModel: PageViewModel>: Sendable {
    let renderer: PageRenderer

    func display(_ viewModel: ViewModel, layout: LayoutViewModel) throws -> String {
        try renderer.render(ViewModel.template, Document(layout: layout, content: viewModel))
    }
}
