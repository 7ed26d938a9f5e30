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

    /// Every entry of a list, read page by page with `read` from the first page to the last, as one page that holds
    /// them all.
    public static func whole(_ read: (PageRequest) async throws -> Page<Element>) async throws -> Page<Element> {
        var entries: [Element] = []
        var request = PageRequest(uncheckedNumber: 1, size: PageRequest.sizes.upperBound)
        while true {
            let page = try await read(request)
            entries += page.entries
            guard request.number < page.pageCount, !page.entries.isEmpty else { break }
            request = PageRequest(uncheckedNumber: request.number + 1, size: request.size)
        }
        return Page(
            entries: entries, request: PageRequest(uncheckedNumber: 1, size: max(1, entries.count)),
            totalCount: entries.count)
    }
}

extension Page: Equatable where Element: Equatable {}

extension Page: Hashable where Element: Hashable {}
