/// One page of what a search found, boxes before items, best matches first.
public struct SearchResults: Sendable {
    public let hits: [SearchHit]
    public let request: PageRequest
    /// How many hits there are: exactly, or (when ``isTotalExact`` is false) at least this many and more.
    public let totalCount: Int
    public let isTotalExact: Bool
    /// The query answered: the one typed, or the one with its typos forgiven (see ``typed``).
    public let query: SearchQuery
    /// The text as typed, when the results answer a corrected query because nothing matched it.
    public let typed: String?

    public init(
        hits: [SearchHit], request: PageRequest, totalCount: Int, isTotalExact: Bool, query: SearchQuery,
        typed: String? = nil
    ) {
        self.hits = hits
        self.request = request
        self.totalCount = totalCount
        self.isTotalExact = isTotalExact
        self.query = query
        self.typed = typed
    }

    /// The same results as the answer to text that was typed with a typo.
    func correcting(_ typed: String) -> SearchResults {
        SearchResults(
            hits: hits, request: request, totalCount: totalCount, isTotalExact: isTotalExact, query: query,
            typed: typed)
    }

    /// How many pages there are to go through: one more than counted when the count stopped at its bound.
    public var pageCount: Int {
        max(1, (totalCount + request.size - 1) / request.size + (isTotalExact ? 0 : 1))
    }

    /// The results as a page, for what pages through lists.
    public var page: Page<SearchHit> {
        Page(entries: hits, request: request, totalCount: isTotalExact ? totalCount : pageCount * request.size)
    }

    /// The items among the hits as a page, for a search of items alone.
    public var items: Page<ItemSummary> {
        let items = hits.compactMap { hit in
            if case .item(let item) = hit { item } else { nil }
        }
        return Page(entries: items, request: request, totalCount: page.totalCount)
    }
}
