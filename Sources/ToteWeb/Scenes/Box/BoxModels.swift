import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// One box with its items, and every change that can be made to them.
enum BoxModels {
    /// A change a form on the box page asks for, with the text as typed.
    enum Command: Sendable, Equatable {
        /// The box's title, location and note, from its one form.
        case edit(Details)
        /// `boxesInto`: where the boxes it holds go, as typed (blank: out on their own); nil when not asked.
        case remove(withItems: Bool, boxesInto: String?)
        case empty(into: String)
        /// Packs the box into the box typed, or takes it out of the one it is in when the field is blank.
        case pack(into: String)
        case addItem(title: String, quantity: String, note: String)
        /// An item's title, quantity and note, from the one form of its page.
        case editItem(ItemNumber, Details)
        case moveItem(ItemNumber, into: String)
        case removeItem(ItemNumber)
        /// Puts back what a removal took away, from the message that confirmed the removal.
        case undoRemoval(removal: String)
        /// Moves the items a move or an emptying took from this box back into it.
        case moveBack(items: String, from: String)
        /// Moves the items ticked on the page into the box typed, gives them the quantity typed, or removes them.
        case changeTicked(SelectionChange)
        /// Adds the photos of a form to the box, or to one of its items.
        case addPhotos([MultipartUpload.File], item: ItemNumber?)
        /// Makes a photo of the box, or of one of its items, the cover; the handle as posted.
        case makeCover(photo: String, item: ItemNumber?)
        case removePhoto(photo: String, item: ItemNumber?)

        /// The item a command of the item's page changes; nil for the box page's own forms.
        var item: ItemNumber? {
            switch self {
            case .editItem(let item, _), .moveItem(let item, _), .removeItem(let item):
                item
            case .addPhotos(_, let item), .makeCover(_, let item), .removePhoto(_, let item):
                item
            default: nil
            }
        }

        /// Whether the command changes photos: its refusal is shown beside them.
        var isAboutPhotos: Bool {
            switch self {
            case .addPhotos, .makeCover, .removePhoto: true
            default: false
            }
        }

        /// Whether the command undoes an earlier change: it comes from a message, not from a form on the page, so a
        /// refusal is told in a message too.
        var isUndo: Bool {
            switch self {
            case .undoRemoval, .moveBack: true
            default: false
            }
        }
    }

    /// What the form of the items ticked on a box's page sends: the items, what to do with them, and the fields as
    /// typed.
    struct SelectionChange: Sendable, Equatable {
        enum Action: String, Sendable {
            case move, quantity, remove
        }

        var items: [String]
        var action: Action?
        var destination: String
        var quantity: String
    }

    /// What the one form of a box's or an item's details sends: each field as typed (a field the form lacks is
    /// nil, and stays as it is), and the version the page showed, so that a change made since by someone else is
    /// not overwritten unseen.
    struct Details: Sendable, Equatable {
        var title: String? = nil
        var location: String? = nil
        var quantity: String? = nil
        var note: String? = nil
        var version: String? = nil

        /// The version the change was made from; nil when the form did not say, and nothing is checked.
        func expectedVersion() throws(ValidationError) -> Int? {
            guard let version else { return nil }
            return try VersionText.parse(version)
        }

        /// What was typed into `field`, when the form sent it.
        func typed(_ field: ValidationError.Field) -> String? {
            switch field {
            case .title: title
            case .location: location
            case .quantity: quantity
            case .note: note
            default: nil
            }
        }
    }

    /// What a change did, for the message the next page shows, and how to undo it.
    enum Outcome: Sendable {
        /// A change that is not undone from its message: renaming, noting, putting back.
        case changed([DomainEvent])
        /// The box packed into another or taken out; undone by packing it back where it was.
        case packed([DomainEvent])
        /// Items moved out of `home`; undone by moving them back.
        case moved([DomainEvent], from: BoxNumber)
        /// A box or an item removed; undone by restoring it into `home`.
        case removed(RemovalResponse, home: BoxNumber)
        /// A change that is told in one sentence of its own, such as photos added.
        case said(String)
    }

    /// A change that failed with an error the person can fix, to show next to its form.
    struct Failure: Sendable {
        let command: Command
        let error: any Error
    }

    enum Show {
        struct Request: Sendable {
            let box: BoxNumber
            let page: PageRequest
            /// The item just added from this page, to confirm; nil otherwise.
            var added: ItemNumber? = nil
        }

        struct Response: Sendable {
            let detail: BoxDetail
            let role: Role
            let failure: Failure?
            /// The item just added to this box, when the page is shown after adding it.
            var added: ItemSummary? = nil
            /// The rooms boxes go to, suggested for this one.
            var rooms: [Room] = []
            var photos: [Photo] = []
            /// The cover photos of the items on the page.
            var covers: [PhotoSubject: Photo] = [:]
        }
    }

    enum Change {
        struct Request: Sendable {
            let box: BoxNumber
            let command: Command
        }
    }

    /// An option of a menu.
    struct Choice: Sendable, Equatable {
        let value: String
        let label: String
        let isSelected: Bool
    }

    /// A one-field form: the value to show in it and the message of its last failure.
    struct Field: Sendable, Equatable {
        let value: String
        let error: String?
    }

    /// The one form of a box's or an item's details: each field with what it holds or was typed, the message of a
    /// refusal about none of them in particular (such as a change made by someone else since), and the version
    /// the page shows.
    struct DetailsForm: Sendable, Equatable {
        let title: Field
        let location: Field
        let quantity: Field
        let note: Field
        let error: String?
        let version: String
    }

    /// An item in the box's list; its title leads to the item's page, where it is changed.
    struct ItemRow: Sendable, Equatable {
        let anchor: String
        let number: String
        let title: String
        let quantity: String
        let note: String?
        let href: String
        /// The thumbnail of its cover photo, if it has one.
        let thumbnail: String?
        /// The value of its box to tick, to change it with others; nil where the page changes nothing.
        var tick: String? = nil
    }

    struct AddItemForm: Sendable, Equatable {
        let title: String
        let quantity: String
        let note: String
        let error: String?
        /// What was just added, confirmed above the form that is ready for the next item.
        let confirmation: String?
        /// Whether the title takes the focus: after an item was added, or adding one failed for a reason that is not
        /// the quantity's or the note's.
        let hasFocus: Bool
        /// The field the refusal is about, marked invalid; the quantity and the note take the focus when it is theirs.
        var titleInvalid = false
        var quantityInvalid = false
        var noteInvalid = false
    }

    /// A box named by a link to its page: a box this one is packed in, or one packed in it.
    /// A box or place linked by the name a path gives it: “#7 Crate”, “Shelf 3”.
    struct BoxLink: Sendable, Equatable {
        let name: String
        let href: String

        init(_ step: PathStep) {
            name = BoxPath.name(step)
            href = Paths.box(step.reference.number)
        }
    }

    /// Room, status and marks of a box in a move, as the box page's form shows them.
    struct MoveForm: Sendable, Equatable {
        let room: String
        let rooms: [String]
        let statuses: [Choice]
        let fragile: Bool
        let openFirst: Bool
    }

    struct ViewModel: Sendable, Equatable {
        let number: String
        let title: String
        /// “Place” for a place; nil for a box.
        let kind: String?
        let location: String
        let note: String?
        let itemCount: String
        /// The places and boxes it is in, the outermost first; empty for one on its own.
        let containers: [BoxLink]
        /// “Packed in” for a box in a box, “In” for anything in a place.
        let pathLead: String
        let isPacked: Bool
        /// The boxes and places in it.
        let boxes: [BoxLink]
        let holdsBoxes: Bool
        /// Where the box goes in a move and how far it has come: "For the Kitchen · sealed · fragile".
        let moving: String?
        /// The checklist of the room it goes to.
        let arrivalsHref: String?
        /// The form that says where the box goes and how far it has come; nil for those who only look.
        let moveForm: MoveForm?
        let actionBase: String
        let historyHref: String
        /// The labels form, filled in for the box's label and for its contents sheet.
        let labelHref: String
        let contentsSheetHref: String
        let items: [ItemRow]
        /// The form for the items ticked; nil where the page changes nothing or lists no item.
        let selection: TickedItemsForm?
        let photos: PhotoGallery
        let emptyText: String?
        let pagination: Pagination?
        let canChange: Bool
        let details: DetailsForm
        let addItem: AddItemForm
        let empty: Field
        /// The form that packs the box into another, with a button that takes it out when it is packed.
        let pack: Field
        let removeError: String?
        let removeWarning: String?
        /// Whether removing the box takes items with it, so that a page asks once more first.
        let removeAsksFirst: Bool
        /// The link to the page that asks first: what goes, and that it asks where the boxes in it go.
        let removeAsksLabel: String
        let live: LiveScope
    }
}

extension BoxModels.Details {
    /// The fields as the form posted them.
    init(_ fields: FormFields) {
        self.init(
            title: fields.optional("title"), location: fields.optional("location"),
            quantity: fields.optional("quantity"), note: fields.optional("note"), version: fields.optional("version"))
    }
}

extension BoxModels.ViewModel: PageViewModel {
    static let template = "box"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { "\(number) \(title)" }
    var pagePath: String? { actionBase }
    var liveScope: LiveScope? { live }
}

extension BoxModels.SelectionChange {
    /// The form's items (each ticked box is named `item-N`), button and fields.
    init(_ fields: FormFields) {
        self.init(
            items: fields.values.keys.filter { $0.hasPrefix("item-") }.map { String($0.dropFirst("item-".count)) }
                .sorted(),
            action: fields.optional("do").flatMap(Action.init(rawValue:)), destination: fields["destination"],
            quantity: fields["quantity"])
    }
}
