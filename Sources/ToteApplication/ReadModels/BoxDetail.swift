/// One box with all its items, in the order of their numbers.
public struct BoxDetail: Hashable, Sendable {
    public let box: BoxSummary
    public let items: [ItemSummary]

    public init(box: BoxSummary, items: [ItemSummary]) {
        self.box = box
        self.items = items
    }
}
