extension Array where Element: Sendable {
    /// The requested page of an already ordered list.
    public func page(_ request: PageRequest) -> Page<Element> {
        let entries =
            request.offset < count ? Array(self[request.offset..<Swift.min(count, request.offset + request.size)]) : []
        return Page(entries: entries, request: request, totalCount: count)
    }
}
