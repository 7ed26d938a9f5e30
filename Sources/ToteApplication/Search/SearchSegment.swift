/// A part of the results, in the order they are shown: the box and item a number names, then boxes tier by tier,
/// then items tier by tier.
public enum SearchSegment: Hashable, Sendable {
    /// The box or item with this number, if there is one.
    case numbered(SearchHit.Kind, Int)
    /// Boxes or items meeting a condition but not the one of the tier before, in the order of their numbers,
    /// without the one a number found already.
    case matching(SearchHit.Kind, SearchCondition, excluding: SearchCondition?, exceptNumber: Int?)
}

/// Where a search's segments are counted and read, within one read of a store.
public protocol SearchSource {
    /// How many hits the segment has, counting no further than the limit.
    func count(_ segment: SearchSegment, upTo limit: Int) throws -> Int
    /// The segment's hits from an offset.
    func hits(_ segment: SearchSegment, offset: Int, limit: Int) throws -> [SearchHit]
}
