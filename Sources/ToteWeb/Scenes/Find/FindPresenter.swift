import Foundation
import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// Presents what a search found: boxes first, then items with the box to look in and where that box is, what
/// matched marked in each.
struct FindPresenter: Sendable {
    /// Where what was found leads: a member's pages, or a share link's.
    var paths = PagePaths.member
    /// Whether the items found can be ticked and changed together: a member's who may change the inventory.
    var canChange = false

    /// A path as a result shows it; nil for none.
    static func path(_ steps: [PathStep]?) -> String? {
        steps.flatMap { $0.isEmpty ? nil : BoxPath.text($0) }
    }

    func present(_ response: FindModels.Search.Response) -> FindModels.Search.ViewModel {
        let results = response.results
        let query = results?.query
        var boxes: [FindModels.Search.BoxRow] = []
        var items: [FindModels.Search.ItemRow] = []
        for hit in results?.hits ?? [] {
            guard let query else { break }
            switch hit {
            case .box(let box):
                boxes.append(
                    FindModels.Search.BoxRow(
                        number: box.number.description, title: Marked.runs(of: box.title.text, matching: query),
                        location: MarkedText(box.location.map { Marked.runs(of: $0.text, matching: query) }),
                        note: MarkedText(box.note.flatMap { Marked.excerpt(of: $0.text, matching: query) }),
                        itemCount: Counted(box.itemCount, "item").description, moving: BoxPresenter.moving(box),
                        path: Self.path(response.paths[box.number]), href: paths.box(box.number),
                        thumbnail: paths.cover(response.covers[.box(box.number)])))
            case .item(let item):
                items.append(
                    FindModels.Search.ItemRow(
                        number: item.number.description, title: Marked.runs(of: item.title.text, matching: query),
                        quantity: "× \(Counted.grouped(item.quantity.value))",
                        note: MarkedText(item.note.flatMap { Marked.excerpt(of: $0.text, matching: query) }),
                        boxNumber: item.box.number.description, boxTitle: item.box.title.text,
                        boxLocation: item.box.location?.text, boxPath: Self.path(response.paths[item.box.number]),
                        href: paths.item(item.number, in: item.box.number),
                        thumbnail: paths.cover(response.covers[.item(item.number)]),
                        tick: canChange ? String(item.number.value) : nil))
            }
        }
        var model = FindModels.Search.ViewModel(
            heading: "Find",
            action: paths.find,
            query: response.text,
            summary: results.flatMap { results in
                results.totalCount == 0
                    ? nil
                    : "\(SearchSentence.count(results.totalCount, isExact: results.isTotalExact)) for “\(results.query.text)”"
            },
            correction: results.flatMap { results in
                results.typed.map { SearchSentence.corrected(typed: $0, searched: results.query.text) }
            },
            boxes: boxes, items: items,
            emptyText: emptyText(response),
            pagination: results.flatMap { results in Pagination.of(results.page) { href(response.text, page: $0) } },
            error: response.failure.map { ErrorDescription($0).sentence })
        if canChange && !items.isEmpty {
            let page = results?.page.request.number ?? 1
            model.ticked = TickedItemsForm(action: Paths.tickedItems, back: href(response.text, page: page))
        }
        return model
    }

    private func emptyText(_ response: FindModels.Search.Response) -> String? {
        guard response.failure == nil else { return nil }
        guard let results = response.results else {
            return
                "Type what you are looking for: a word or part of one (“kettle”, “ettl”), a place (“attic”), or a box number (“12”)."
        }
        if results.totalCount == 0 { return SearchSentence.nothingMatches(response.text) }
        return results.hits.isEmpty ? "Nothing more on this page." : nil
    }

    private func href(_ text: String, page: Int) -> String {
        let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return paths.find + "?q=\(query)&page=\(page)"
    }
}
