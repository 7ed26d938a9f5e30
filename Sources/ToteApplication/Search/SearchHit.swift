import ToteDomain

/// One thing a search found: a box, or an item with its box.
public enum SearchHit: Hashable, Sendable {
    case box(BoxSummary)
    case item(ItemSummary)

    /// The box found, or the box the item found is in.
    public var box: BoxNumber {
        switch self {
        case .box(let box): box.number
        case .item(let item): item.box.number
        }
    }

    /// The box or item found, as the subject of its photos.
    public var subject: PhotoSubject {
        switch self {
        case .box(let box): .box(box.number)
        case .item(let item): .item(item.number)
        }
    }

    /// What a search finds.
    public enum Kind: Hashable, Sendable, CaseIterable {
        case box, item
    }
}
