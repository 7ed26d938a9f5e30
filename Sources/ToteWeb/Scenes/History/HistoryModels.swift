import ToteApplication
import ToteDomain

/// What happened in the inventory, or to one box, newest first.
enum HistoryModels {
    enum Show {
        struct Request: Sendable {
            let box: BoxNumber?
            let page: PageRequest
        }

        struct Response: Sendable {
            let box: BoxNumber?
            let page: Page<HistoryEntry>
        }

        struct Row: Sendable, Equatable {
            let sentence: String
            /// "by Robin"; nil for a change recorded without its author.
            let author: String?
            let when: String
            /// The moment to the second, shown on hover.
            let exactTime: String
            let isoDate: String
            let boxHref: String
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let rows: [Row]
            let emptyText: String?
            let pagination: Pagination?
            let allHref: String?
        }
    }
}

extension HistoryModels.Show.ViewModel: PageViewModel {
    static let template = "history"
    static let section: LayoutModels.Section? = .history

    var pageTitle: String { heading }
}
