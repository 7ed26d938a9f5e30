import ToteApplication
import ToteDomain

/// The list of boxes, page by page, with the form to add a box.
enum BoxesModels {
    /// What was typed into the add-a-box form, kept when the form is shown again.
    struct AddForm: Sendable, Equatable {
        var title = ""
        var location = ""
        var note = ""

        init(title: String = "", location: String = "", note: String = "") {
            self.title = title
            self.location = location
            self.note = note
        }

        init(_ fields: FormFields) {
            self.init(title: fields["title"], location: fields["location"], note: fields["note"])
        }
    }

    enum List {
        struct Request: Sendable {
            let listing: BoxListing
        }

        struct Response: Sendable {
            let listing: BoxListing
            let page: Page<BoxSummary>
            let role: Role
            let form: AddForm
            let failure: (any Error)?
            /// A box number typed into "Go to box" that leads nowhere, with why.
            var goTo: (typed: String, error: any Error)? = nil
        }

        struct Row: Sendable, Equatable {
            let number: String
            let href: String
            let title: String
            let location: String
            let itemCount: String
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let summary: String
            let rows: [Row]
            let emptyText: String?
            let pagination: Pagination?
            let canAdd: Bool
            let form: AddForm
            let error: String?
            let goTo: BoxModels.Field
            let sortOptions: [BoxModels.Choice]
            let filter: String
            /// "2 of 40 boxes match “attic”."; nil when every box is listed.
            let filterSummary: String?
        }
    }

    /// "Go to box": the number written on the cardboard leads straight to its page.
    enum GoTo {
        struct Request: Sendable {
            let typed: String
        }
    }

    enum Add {
        struct Request: Sendable {
            let form: AddForm
        }
    }
}

extension BoxesModels.List.ViewModel: PageViewModel {
    static let template = "boxes"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { heading }
    var pagePath: String? { Paths.boxes }
}
