import ToteApplication
import ToteHTTP
import TotePresentation

/// Presents the list of boxes.
struct BoxesPresenter: Sendable {
    func present(_ response: BoxesModels.List.Response) -> BoxesModels.List.ViewModel {
        let page = response.page
        return BoxesModels.List.ViewModel(
            heading: "Boxes",
            summary: Counted(page.totalCount, "box", plural: "boxes").description,
            rows: page.entries.map { box in
                BoxesModels.List.Row(
                    number: box.number.description, href: Paths.box(box.number), title: box.title.text,
                    location: box.location?.text ?? "No location yet",
                    itemCount: Counted(box.itemCount, "item").description)
            },
            emptyText: emptyText(page, canAdd: response.role.allows(.change)),
            pagination: Pagination.of(page) { "/boxes?page=\($0)" },
            canAdd: response.role.allows(.change), form: response.form,
            error: response.failure.map { ErrorDescription($0).sentence },
            goTo: BoxModels.Field(
                value: response.goTo?.typed ?? "", error: response.goTo.map { ErrorDescription($0.error).sentence }))
    }

    private func emptyText(_ page: Page<BoxSummary>, canAdd: Bool) -> String? {
        guard page.entries.isEmpty else { return nil }
        if page.totalCount > 0 { return "There are no boxes on this page." }
        return canAdd ? "No boxes yet. Add the first one below." : "No boxes yet."
    }
}
