/// One box with a page of its items, in the order of their numbers; the box's summary counts all of them.
public struct BoxDetail: Hashable, Sendable {
    public let box: BoxSummary
    public let items: Page<ItemSummary>

    public init(box: BoxSummary, items: Page<ItemSummary>) {
        self.box = box
        self.items = items
    }
}
