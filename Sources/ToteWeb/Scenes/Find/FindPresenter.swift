import Foundation
import ToteApplication
import ToteHTTP
import TotePresentation

/// Presents search results, each with the box to look in and where that box is.
struct FindPresenter: Sendable {
    func present(_ response: FindModels.Search.Response) -> FindModels.Search.ViewModel {
        let results = response.results
        return FindModels.Search.ViewModel(
            heading: "Find",
            query: response.text,
            summary: results.map { "\(Counted($0.totalCount, "item").description) found for “\(response.text)”" },
            rows: (results?.entries ?? []).map { item in
                FindModels.Search.Row(
                    number: item.number.description, title: item.title.text, quantity: "× \(item.quantity.value)",
                    boxNumber: item.box.number.description, boxTitle: item.box.title.text,
                    boxLocation: item.box.location?.text,
                    href: Paths.item(item.number, in: item.box.number))
            },
            emptyText: emptyText(response),
            pagination: results.flatMap { page in Pagination.of(page) { Self.href(response.text, page: $0) } },
            error: response.failure.map { ErrorDescription($0).sentence })
    }

    private func emptyText(_ response: FindModels.Search.Response) -> String? {
        guard response.failure == nil else { return nil }
        guard let results = response.results else { return "Type what you are looking for, such as “kettle”." }
        return results.entries.isEmpty ? "Nothing matches “\(response.text)”." : nil
    }

    private static func href(_ text: String, page: Int) -> String {
        let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        return "/find?q=\(query)&page=\(page)"
    }
}
