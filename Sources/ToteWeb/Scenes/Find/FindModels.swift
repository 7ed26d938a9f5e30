import ToteApplication

/// Finding items by what they are called, in every box of the inventory.
enum FindModels {
    enum Search {
        struct Request: Sendable {
            let text: String
            let page: PageRequest
        }

        struct Response: Sendable {
            let text: String
            /// Nil before anything was searched for.
            let results: Page<ItemSummary>?
            let failure: (any Error)?
        }

        struct Row: Sendable, Equatable {
            let number: String
            let title: String
            let quantity: String
            let boxNumber: String
            let boxTitle: String
            /// Where the box is, when it has a location.
            let boxLocation: String?
            let href: String
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let query: String
            let summary: String?
            let rows: [Row]
            let emptyText: String?
            let pagination: Pagination?
            let error: String?
        }
    }
}

extension FindModels.Search.ViewModel: PageViewModel {
    static let template = "find"
    static let section: LayoutModels.Section? = .find

    var pageTitle: String { heading }

    var search: String { query }
}
