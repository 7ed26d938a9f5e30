import ToteApplication
import ToteDomain

/// Finding boxes and items by what they are called, where they are and what their notes say.
enum FindModels {
    enum Search {
        struct Request: Sendable {
            let text: String
            let page: PageRequest

            /// What the search form sent: `q` and `page`.
            init(_ visit: Visit) throws {
                text = visit.query("q") ?? ""
                page = try PageRequest(typedNumber: visit.query("page"))
            }
        }

        struct Response: Sendable {
            let text: String
            /// Nil before anything was searched for.
            let results: SearchResults?
            let failure: (any Error)?
            /// The cover photos of the boxes and items found.
            var covers: [PhotoSubject: Photo] = [:]
            /// Where each box found, and each found item's box, is.
            var paths: [BoxNumber: [PathStep]] = [:]
        }

        /// A box found: its number, title and location with what matched marked, how full it is, and where it goes
        /// in a move.
        struct BoxRow: Sendable, Equatable {
            let number: String
            let title: [Marked]
            let location: MarkedText?
            let note: MarkedText?
            let itemCount: String
            /// "For the Kitchen · sealed · fragile"; nil for a box that is in no move.
            var moving: String? = nil
            /// The places and boxes it is in: “Unit 12 › Shelf 3”; nil for one on its own.
            var path: String? = nil
            let href: String
            /// The thumbnail of its cover photo, if it has one.
            let thumbnail: String?
        }

        /// An item found, with the box to look in and where that box is.
        struct ItemRow: Sendable, Equatable {
            let number: String
            let title: [Marked]
            let quantity: String
            let note: MarkedText?
            let boxNumber: String
            let boxTitle: String
            /// Where the box is, when it has a location.
            let boxLocation: String?
            /// The places and boxes the item's box is in: “Unit 12 › Shelf 3”; nil for a box on its own.
            var boxPath: String? = nil
            let href: String
            /// The thumbnail of its cover photo, if it has one.
            let thumbnail: String?
            /// The value of its box to tick, to change it with others; nil where the page changes nothing.
            var tick: String? = nil
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            /// Where the search form sends what is typed.
            let action: String
            let query: String
            let summary: String?
            /// Said when the results answer the text with a typo forgiven.
            let correction: String?
            let boxes: [BoxRow]
            let items: [ItemRow]
            let emptyText: String?
            let pagination: Pagination?
            let error: String?
            /// Whether each list has a heading: templates see stored values only.
            let hasBoxes: Bool
            let hasItems: Bool
            /// The form for the items ticked; nil where the page changes nothing or found no item.
            var ticked: TickedItemsForm? = nil

            init(
                heading: String, action: String, query: String, summary: String?, correction: String?,
                boxes: [BoxRow], items: [ItemRow], emptyText: String?, pagination: Pagination?, error: String?
            ) {
                self.heading = heading
                self.action = action
                self.query = query
                self.summary = summary
                self.correction = correction
                self.boxes = boxes
                self.items = items
                self.emptyText = emptyText
                self.pagination = pagination
                self.error = error
                hasBoxes = !boxes.isEmpty
                hasItems = !items.isEmpty
            }
        }
    }
}

extension FindModels.Search.ViewModel: PageViewModel {
    static let template = "find"
    static let section: LayoutModels.Section? = .find

    var pageTitle: String { query.isEmpty ? heading : "\(heading): \(query)" }

    var search: String { query }
}
