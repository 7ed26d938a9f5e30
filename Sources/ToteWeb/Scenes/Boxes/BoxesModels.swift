import ToteApplication
import ToteDomain

/// The list of boxes, page by page, counted and filtered by status, mark and room, with the form that changes many of
/// them at once and the form to add a box.
enum BoxesModels {
    /// What was typed into the add-a-box form, kept when the form is shown again.
    struct AddForm: Sendable, Equatable {
        var title = ""
        var location = ""
        var note = ""
        /// “box”, “place”, or blank for a box.
        var kind = ""
        /// Whether the form adds a place, so that the choice is shown as made.
        var isPlace = false

        init(title: String = "", location: String = "", note: String = "", kind: String = "") {
            self.title = title
            self.location = location
            self.note = note
            self.kind = kind
            isPlace = kind == BoxKind.place.rawValue
        }

        init(_ fields: FormFields) {
            self.init(title: fields["title"], location: fields["location"], note: fields["note"], kind: fields["kind"])
        }

        /// What the form adds: a box unless “place” was chosen.
        var chosenKind: BoxKind {
            get throws(ValidationError) { kind.isEmpty ? .box : try BoxKind(parsing: kind) }
        }
    }

    /// The listing a boxes address asks for: its page, order, text, room, status and mark, each from a query field.
    static func listing(_ query: (String) -> String?) throws(ValidationError) -> BoxListing {
        var listing = try BoxListing(
            page: try PageRequest(typedNumber: query("page")),
            order: query("sort").flatMap(BoxListing.Order.init(rawValue:)) ?? .number, containing: query("q"))
        try listing.narrow(room: query("room"), status: query("status"), mark: query("mark"))
        return listing
    }

    /// What was chosen in the form that changes many boxes: the boxes ticked in the list, numbers typed, "every box
    /// this list shows", and the changes, each left as it is when blank.
    struct ChangeForm: Sendable, Equatable {
        /// The numbers of the boxes ticked, as posted (fields named `box-12`).
        var ticked: [String] = []
        var numbers = ""
        var everyListed = false
        var room = ""
        var clearRoom = false
        var status = ""
        /// `mark`, `unmark`, or blank to leave each box as it is.
        var fragile = ""
        var openFirst = ""

        init() {}

        init(_ fields: FormFields) {
            ticked = fields.values.filter { $0.key.hasPrefix(Self.tickPrefix) }.map(\.value)
            numbers = fields["numbers"]
            everyListed = fields.isChecked("every")
            room = fields["room"]
            clearRoom = fields.isChecked("clear_room")
            status = fields["status"]
            fragile = fields["fragile"]
            openFirst = fields["open_first"]
        }

        /// The name of the checkbox that ticks a box in the list: `box-12`.
        static let tickPrefix = "box-"
    }

    enum List {
        struct Request: Sendable {
            let listing: BoxListing
        }

        struct Response: Sendable {
            let listing: BoxListing
            let page: Page<BoxSummary>
            let counts: BoxCounts
            let role: Role
            let form: AddForm
            let failure: (any Error)?
            var change = ChangeForm()
            var changeFailure: (any Error)? = nil
            /// A box number typed into "Go to box" that leads nowhere, with why.
            var goTo: (typed: String, error: any Error)? = nil
            /// The cover photos of the boxes on the page.
            var covers: [PhotoSubject: Photo] = [:]
            /// Where each box on the page that is in a place or a box is.
            var paths: [BoxNumber: [PathStep]] = [:]
        }

        struct Row: Sendable, Equatable {
            let number: String
            let value: String
            let href: String
            let title: String
            let location: String
            let itemCount: String
            /// "For the Kitchen · sealed · fragile"; nil for a box not in a move.
            let moving: String?
            /// “Place”, for a place; nil for a box.
            var kind: String? = nil
            /// The places and boxes it is in: “Unit 12 › Shelf 3”; nil for one on its own.
            var path: String? = nil
            /// Whether the row has a box to tick for a change of many boxes, and whether it is ticked.
            let isTickable: Bool
            let isTicked: Bool
            /// The thumbnail of its cover photo, if it has one.
            var thumbnail: String? = nil
        }

        /// A count that leads to the boxes it counts: "Sealed 12".
        struct Count: Sendable, Equatable {
            let label: String
            let count: String
            let href: String
            let isCurrent: Bool
        }

        /// Counts of one kind: "Status", with "packing 12", "sealed 40".
        struct CountGroup: Sendable, Equatable {
            let label: String
            let counts: [Count]
        }

        /// The form that changes many boxes at once, as shown: what was chosen, and why it was refused.
        struct ChangeFormView: Sendable, Equatable {
            let numbers: String
            let everyListed: Bool
            let everyLabel: String
            let room: String
            let clearRoom: Bool
            let statuses: [BoxModels.Choice]
            let fragile: [BoxModels.Choice]
            let openFirst: [BoxModels.Choice]
            let error: String?
        }

        struct ViewModel: Sendable, Equatable {
            /// The list's own address, with its page, order and filters.
            let path: String
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
            /// "2 boxes for the Kitchen, sealed."; nil when every box is listed.
            let filterSummary: String?
            /// Whether the folded tools that find, filter and sort the list show open: while they narrow it, or
            /// after a box number that leads nowhere.
            let toolsOpen: Bool
            /// The boxes counted by status, mark and room; nil when there are none.
            let counts: [CountGroup]?
            let room: String
            let rooms: [String]
            let statusOptions: [BoxModels.Choice]
            let markOptions: [BoxModels.Choice]
            /// Nil for a viewer, who changes nothing.
            let change: ChangeFormView?
        }
    }

    /// "Go to box": the number written on the cardboard leads straight to its page.
    enum GoTo {
        struct Request: Sendable {
            let typed: String
        }
    }

    enum Change {
        struct Request: Sendable {
            let form: ChangeForm
            /// The list the form was sent from: "every box this list shows" means its boxes. Nil when the form came
            /// from no list of boxes that can be read.
            let listing: BoxListing?
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
    var pagePath: String? { path }
}
