/// The layout of a page that belongs to a section of the app.
extension Visit {
    func layout(
        title: String, workspace: Workspace?, section: LayoutModels.Section?, search: String = ""
    ) -> LayoutViewModel {
        layout(title: title, person: workspace?.person, section: section, search: search)
    }

    func layout(
        title: String, person: LayoutModels.Person?, section: LayoutModels.Section?, search: String = ""
    ) -> LayoutViewModel {
        LayoutPresenter().present(
            LayoutModels.Response(title: title, csrf: csrf, person: person, section: section, search: search))
    }
}
