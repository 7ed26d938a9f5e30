/// One thing a search found: a box, or an item with its box.
public enum SearchHit: Hashable, Sendable {
    case box(BoxSummary)
    case item(ItemSummary)

    /// What a search finds.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case box, item
    }
}
