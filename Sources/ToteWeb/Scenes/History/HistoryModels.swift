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
            let when: String
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
