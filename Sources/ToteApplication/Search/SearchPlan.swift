/// How a query is answered: its segments in the order shown, paged over as one list, and counted only as far as
/// a person would read, so that a word in every item does not make the first page slow.
public struct SearchPlan: Hashable, Sendable {
    /// Hits are counted exactly up to this many, or up to the end of the page asked for if that is further.
    public static let countBound = 1_000

    public let query: SearchQuery
    public let kinds: [SearchHit.Kind]

    /// A plan for the query over the kinds of hits asked for, boxes before items.
    public init(_ query: SearchQuery, kinds: [SearchHit.Kind] = SearchHit.Kind.allCases) {
        self.query = query
        self.kinds = SearchHit.Kind.allCases.filter(kinds.contains)
    }

    /// Every segment, in the order shown.
    public var segments: [SearchSegment] {
        let numbered = kinds.compactMap { kind in query.number.map { SearchSegment.numbered(kind, $0) } }
        guard !query.terms.isEmpty else { return numbered }
        return numbered
            + kinds.flatMap { kind in
                SearchTier.allCases.enumerated().map { index, tier in
                    SearchSegment.matching(
                        kind, query.condition(tier),
                        excluding: index == 0 ? nil : query.condition(SearchTier.allCases[index - 1]),
                        exceptNumber: query.number)
                }
            }
    }

    /// The segments that together hold every hit once.
    var countedSegments: [SearchSegment] {
        let numbered = kinds.compactMap { kind in query.number.map { SearchSegment.numbered(kind, $0) } }
        guard !query.terms.isEmpty else { return numbered }
        return numbered
            + kinds.map { kind in
                SearchSegment.matching(kind, query.condition(.anywhere), excluding: nil, exceptNumber: query.number)
            }
    }

    /// One page of results, read from a source; counts stop at the bound.
    public func results(from source: some SearchSource, _ page: PageRequest) throws -> SearchResults {
        var skip = page.offset
        var hits: [SearchHit] = []
        for segment in segments where hits.count < page.size {
            let wanted = page.size - hits.count
            let count = try source.count(segment, upTo: skip + wanted)
            if count <= skip {
                skip -= count
                continue
            }
            hits += try source.hits(segment, offset: skip, limit: wanted)
            skip = 0
        }
        let bound = max(Self.countBound, page.offset + page.size)
        var total = 0
        for segment in countedSegments where total <= bound {
            total += try source.count(segment, upTo: bound + 1 - total)
        }
        return SearchResults(
            hits: hits, request: page, totalCount: min(total, bound), isTotalExact: total <= bound, query: query)
    }
}
