import Foundation
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
            pagination: Pagination.of(page) { Self.href(response.listing, page: $0) },
            canAdd: response.role.allows(.change), form: response.form,
            error: response.failure.map { ErrorDescription($0).sentence },
            goTo: BoxModels.Field(
                value: response.goTo?.typed ?? "", error: response.goTo.map { ErrorDescription($0.error).sentence }),
            sortOptions: BoxListing.Order.allCases.map {
                BoxModels.Choice(
                    value: $0.rawValue, label: Self.label(of: $0), isSelected: $0 == response.listing.order)
            },
            filter: response.listing.text ?? "",
            filterSummary: response.listing.text.map {
                "\(Counted(page.totalCount, "box", plural: "boxes")) with “\($0)” in the title or location."
            })
    }

    private static func label(of order: BoxListing.Order) -> String {
        switch order {
        case .number: "Number"
        case .title: "Title"
        case .location: "Location"
        case .fullest: "Most items"
        }
    }

    /// The list's address for a page, keeping its order and filter.
    static func href(_ listing: BoxListing, page: Int) -> String {
        var query = ["page=\(page)"]
        if listing.order != .number { query.append("sort=\(listing.order.rawValue)") }
        if let text = listing.text {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            query.append("q=" + (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""))
        }
        return "/boxes?" + query.joined(separator: "&")
    }

    private func emptyText(_ page: Page<BoxSummary>, canAdd: Bool) -> String? {
        guard page.entries.isEmpty else { return nil }
        if page.totalCount > 0 { return "There are no boxes on this page." }
        return canAdd ? "No boxes yet. Add the first one below." : "No boxes yet."
    }
}
