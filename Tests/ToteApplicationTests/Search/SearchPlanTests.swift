import Synchronization
import Testing
import ToteApplication
import ToteTesting

@Suite("Search plan")
struct SearchPlanTests {
    /// Segments with a given number of hits each, which records how far each count went.
    private final class CountedSource: SearchSource, Sendable {
        let sizes: [SearchSegment: Int]
        private let furthest = Mutex<Int>(0)

        init(_ sizes: [SearchSegment: Int]) {
            self.sizes = sizes
        }

        var furthestCount: Int { furthest.withLock { $0 } }

        func count(_ segment: SearchSegment, upTo limit: Int) throws -> Int {
            furthest.withLock { $0 = max($0, limit) }
            return min(sizes[segment] ?? 0, limit)
        }

        func hits(_ segment: SearchSegment, offset: Int, limit: Int) throws -> [SearchHit] {
            let size = sizes[segment] ?? 0
            guard offset < size else { return [] }
            let tier = segmentIndex(segment)
            return try (offset..<min(size, offset + limit)).map {
                .item(try ReadModels.item(tier * 10_000 + $0 + 1, "Hit"))
            }
        }

        func segmentIndex(_ segment: SearchSegment) -> Int {
            sizes.keys.sorted { "\($0)" < "\($1)" }.firstIndex(of: segment) ?? 0
        }
    }

    @Test("numbered hits come first, then boxes, then items, each tier in turn")
    func order() throws {
        let plan = SearchPlan(try SearchQuery("12"))
        let segments = plan.segments
        #expect(segments.prefix(2) == [.numbered(.box, 12), .numbered(.item, 12)])
        #expect(segments.count == 2 + 2 * SearchTier.allCases.count)
        guard case .matching(.box, _, nil, 12) = segments[2] else {
            Issue.record("boxes' first tier follows the numbered hits")
            return
        }
        guard case .matching(.item, _, let excluded?, 12) = segments.last else {
            Issue.record("items' last tier leaves out the tier before")
            return
        }
        #expect(excluded == plan.query.condition(.wordStarts))
    }

    @Test("a page runs across segments, skipping those before its offset")
    func pagesAcrossSegments() throws {
        let plan = SearchPlan(try SearchQuery("kettle"), kinds: [.item])
        let segments = plan.segments
        let anywhere = SearchSegment.matching(.item, plan.query.condition(.anywhere), excluding: nil, exceptNumber: nil)
        let source = CountedSource([segments[0]: 3, segments[1]: 0, segments[2]: 4, segments[3]: 2, anywhere: 9])
        let page = try plan.results(from: source, PageRequest(number: 2, size: 4))
        let numbers = page.hits.map { hit -> Int in
            guard case .item(let item) = hit else { return 0 }
            return item.number.value
        }
        let third = source.segmentIndex(segments[2]) * 10_000
        let fourth = source.segmentIndex(segments[3]) * 10_000
        #expect(numbers == [third + 2, third + 3, third + 4, fourth + 1])
        #expect(page.totalCount == 9)
        #expect(page.isTotalExact)
        #expect(page.pageCount == 3)
    }

    @Test("counting stops at its bound, and the count says so")
    func boundedCount() throws {
        let plan = SearchPlan(try SearchQuery("a"), kinds: [.item])
        let counted = plan.segments.last!
        let anywhere = SearchSegment.matching(.item, plan.query.condition(.anywhere), excluding: nil, exceptNumber: nil)
        let source = CountedSource([plan.segments[0]: 50_000, anywhere: 50_000, counted: 0])
        let first = try plan.results(from: source, PageRequest(number: 1, size: 50))
        #expect(first.hits.count == 50)
        #expect(first.totalCount == SearchPlan.countBound)
        #expect(!first.isTotalExact)
        #expect(first.pageCount == SearchPlan.countBound / 50 + 1)
        #expect(source.furthestCount == SearchPlan.countBound + 1)
        let deep = try plan.results(from: source, PageRequest(number: 30, size: 50))
        #expect(deep.hits.count == 50)
        #expect(deep.totalCount == 1_500)
        #expect(!deep.isTotalExact)
    }
}
