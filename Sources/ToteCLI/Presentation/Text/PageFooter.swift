import ToteApplication
import TotePresentation

/// The line under a paged list: "Page 2 of 14 (686 boxes)".
enum PageFooter {
    static func line<Element>(for page: Page<Element>, singular: String, plural: String) -> String {
        "Page \(page.request.number) of \(page.pageCount) (\(Counted(page.totalCount, singular, plural: plural)))"
    }

    /// What a page past the end of a non-empty list shows instead of rows.
    static func pastTheEnd<Element>(_ page: Page<Element>, plural: String) -> String {
        "No \(plural) on page \(page.request.number); the last page is \(page.pageCount)."
    }
}
