import Foundation
import ToteApplication
import ToteDomain

/// What happened in the inventory, or to one box, newest first; or what one import did, in the order it did it.
enum HistoryModels {
    enum Show {
        /// What the history shows: the whole inventory, where an import is one entry; one box; or one import's
        /// changes.
        enum Scope: Sendable, Equatable {
            case inventory
            case box(BoxNumber)
            case batch(UUID)
        }

        struct Request: Sendable {
            let scope: Scope
            let page: PageRequest
        }

        struct Response: Sendable {
            let scope: Scope
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
            /// The box the change was made in; for an import, the page of its changes.
            let href: String
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
