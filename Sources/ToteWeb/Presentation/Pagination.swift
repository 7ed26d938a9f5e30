import ToteApplication

/// Links to the pages before and after the one shown: "Page 2 of 5".
struct Pagination: Sendable, Equatable {
    let label: String
    let previousHref: String?
    let nextHref: String?

    /// Nil when everything fits on one page.
    static func of<Element>(_ page: Page<Element>, href: (Int) -> String) -> Pagination? {
        guard page.pageCount > 1 else { return nil }
        let number = page.request.number
        return Pagination(
            label: "Page \(number) of \(page.pageCount)",
            previousHref: number > 1 ? href(min(number - 1, page.pageCount)) : nil,
            nextHref: number < page.pageCount ? href(number + 1) : nil)
    }
}
