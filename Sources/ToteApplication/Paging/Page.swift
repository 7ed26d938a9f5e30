/// One page of a list, with how long the whole list is.
public struct Page<Element: Sendable>: Sendable {
    public let entries: [Element]
    public let request: PageRequest
    public let totalCount: Int

    public init(entries: [Element], request: PageRequest, totalCount: Int) {
        self.entries = entries
        self.request = request
        self.totalCount = totalCount
    }

    /// How many pages the whole list fills; at least 1, so an empty list has one empty page.
    public var pageCount: Int { max(1, (totalCount + request.size - 1) / request.size) }
}

extension Page: Equatable where Element: Equatable {}

extension Page: Hashable where Element: Hashable {}
