/// How a query is answered: the box and item its number names, then boxes, then items, best tier first and in
/// number order within a tier; paged over as one list, and counted only as far as a person would read, so that
/// a word in every item does not make the first page slow.
///
/// Where a kind has few hits (up to ``countBound``), they are read with their fields at once and ranked here; where
/// it has more, each tier is read from the source in turn, and only as far as the page asked for.
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

    /// A run of the results.
    private enum Part {
        /// Hits whose order is known: numbers, in order.
        case ranked(SearchHit.Kind, [Int])
        /// A segment read from the source as far as needed.
        case segment(SearchSegment)
    }

    /// The tiers of a kind as segments, each without the hits of the tier before.
    public func tiers(_ kind: SearchHit.Kind) -> [SearchSegment] {
        SearchTier.allCases.indices.map { index in
            .matching(
                kind, query.condition(SearchTier.allCases[index]),
                excluding: index == 0 ? nil : query.condition(SearchTier.allCases[index - 1]),
                exceptNumber: query.number)
        }
    }

    /// One page of results, read from a source; counts stop at the bound.
    public func results(from source: some SearchSource, _ page: PageRequest) async throws -> SearchResults {
        let bound = max(Self.countBound, page.offset + page.size)
        var parts: [Part] = []
        var total = 0
        if let number = query.number {
            for kind in kinds where try await !source.numbers(.numbered(kind, number), limit: 1).isEmpty {
                parts.append(.ranked(kind, [number]))
                total += 1
            }
        }
        if !query.terms.isEmpty {
            for kind in kinds {
                let numbers = try await source.numbers(
                    .matching(kind, query.condition(.anywhere), excluding: nil, exceptNumber: query.number),
                    limit: bound + 1)
                total += numbers.count
                if numbers.count <= Self.countBound {
                    parts.append(.ranked(kind, ranked(try await source.fields(kind, numbered: numbers))))
                } else {
                    parts += tiers(kind).map(Part.segment)
                }
            }
        }
        return SearchResults(
            hits: try await hits(of: parts, from: source, page), request: page, totalCount: min(total, bound),
            isTotalExact: total <= bound, query: query)
    }

    /// Numbers in the order shown: best tier first, then by number.
    private func ranked(_ fields: [SearchFields]) -> [Int] {
        let conditions = SearchTier.allCases.map(query.condition)
        return fields.map { fields in (conditions.firstIndex(where: fields.meets) ?? conditions.count, fields.number) }
            .sorted { $0 < $1 }
            .map(\.1)
    }

    private func hits(of parts: [Part], from source: some SearchSource, _ page: PageRequest) async throws -> [SearchHit]
    {
        var skip = page.offset
        var hits: [SearchHit] = []
        for part in parts where hits.count < page.size {
            let wanted = page.size - hits.count
            switch part {
            case .ranked(let kind, let numbers):
                guard numbers.count > skip else {
                    skip -= numbers.count
                    continue
                }
                hits += try await source.hits(kind, numbered: Array(numbers.dropFirst(skip).prefix(wanted)))
                skip = 0
            case .segment(let segment):
                // One read of the numbers tells how many of the segment come before the page, and which are on it.
                let numbers = try await source.numbers(segment, limit: skip + wanted)
                guard numbers.count > skip else {
                    skip -= numbers.count
                    continue
                }
                hits += try await source.hits(segment.kind, numbered: Array(numbers.dropFirst(skip)))
                skip = 0
            }
        }
        return hits
    }
}
