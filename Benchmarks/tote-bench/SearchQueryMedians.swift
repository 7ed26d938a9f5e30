import GRDB
import ToteApplication

/// One query's first page of results, found Tote's way and by a `LIKE '%word%'` scan of every item's title and
/// note for each word (with the count a paged list shows), timed alternately; medians in microseconds.
struct SearchQueryMedians: Encodable {
    let name: String
    let text: String
    let findMicroseconds: Double
    let likeMicroseconds: Double
    /// How many hits each way counted: Tote's stop at its bound, the scan's never do.
    let findHits: Int
    let findHitsExact: Bool
    let likeHits: Int

    static func measure(_ query: (name: String, text: String), on fixture: SearchFixture, runs: Int) async throws
        -> SearchQueryMedians
    {
        let page = try PageRequest(number: 1, size: SearchFixture.perPage)
        var findTimes: [Duration] = []
        var likeTimes: [Duration] = []
        var found: SearchResults?
        var scanned = 0
        let clock = ContinuousClock()
        for run in 0...runs {
            for findFirst in run.isMultiple(of: 2) ? [true, false] : [false, true] {
                let start = clock.now
                if findFirst {
                    found = try await fixture.queries.search(query.text, page)
                } else {
                    scanned = try await likeScan(query.text, on: fixture.pool)
                }
                // The first run warms the caches.
                guard run > 0 else { continue }
                if findFirst { findTimes.append(clock.now - start) } else { likeTimes.append(clock.now - start) }
            }
        }
        return SearchQueryMedians(
            name: query.name, text: query.text, findMicroseconds: findTimes.medianMicroseconds,
            likeMicroseconds: likeTimes.medianMicroseconds,
            findHits: found?.totalCount ?? 0, findHitsExact: found?.isTotalExact ?? true, likeHits: scanned)
    }

    /// The first page of items whose title or note contains every word, in number order, and how many there are.
    private static func likeScan(_ text: String, on pool: DatabasePool) async throws -> Int {
        let words = text.split(separator: " ").map { "%\($0)%" }
        let condition = words.map { _ in "(item.title LIKE ? OR item.note LIKE ?)" }.joined(separator: " AND ")
        let arguments = StatementArguments(words.flatMap { [$0, $0] })
        return try await pool.read { db in
            _ = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT item.id, item.number, item.title, item.quantity, item.note, item.version,
                            box.number AS box_number, box.title AS box_title, box.location AS box_location
                        FROM item JOIN box ON box.id = item.box_id
                        WHERE \(condition) ORDER BY item.rowid LIMIT \(SearchFixture.perPage)
                        """),
                arguments: arguments)
            return try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM item WHERE \(condition)"), arguments: arguments) ?? 0
        }
    }
}
