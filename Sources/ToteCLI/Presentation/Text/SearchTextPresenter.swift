import ToteApplication
import ToteDomain
import TotePresentation

/// Search results as lines of text for a terminal: the boxes found, then the items, then the page line.
enum SearchTextPresenter {
    /// `paths` tells where each box found, and each found item's box, is.
    static func lines(for results: SearchResults, paths: [BoxNumber: [PathStep]] = [:]) -> [String] {
        let correction =
            results.typed.map { [SearchSentence.corrected(typed: $0, searched: results.query.text), ""] } ?? []
        guard results.totalCount > 0 else { return [SearchSentence.nothingMatches(results.query.text)] }
        let page = results.page
        let count = SearchSentence.count(results.totalCount, isExact: results.isTotalExact)
        let footer = "Page \(page.request.number) of \(results.pageCount) (\(count))"
        guard !results.hits.isEmpty else {
            return correction + [PageFooter.pastTheEnd(page, plural: "matches"), footer]
        }
        var boxes: [BoxSummary] = []
        var items: [ItemSummary] = []
        for hit in results.hits {
            switch hit {
            case .box(let box): boxes.append(box)
            case .item(let item): items.append(item)
            }
        }
        let boxLines = boxes.isEmpty ? [] : BoxTextPresenter.table(boxes, paths: paths) + [""]
        let itemLines = items.isEmpty ? [] : ItemTextPresenter.table(items, showingBox: true, paths: paths) + [""]
        return correction + boxLines + itemLines + [footer]
    }
}
