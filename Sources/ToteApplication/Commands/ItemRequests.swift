import ToteDomain

/// Boundary values for the item commands. Text arrives as given and the use case validates it; a quantity and
/// numbers were read at the edge already and arrive as the domain's values.
public struct ProvisionItemRequest: Sendable {
    public var box: BoxNumber
    public var title: String
    public var quantity: Quantity
    public var note: String?

    public init(box: BoxNumber, title: String, quantity: Quantity = .one, note: String? = nil) {
        self.box = box
        self.title = title
        self.quantity = quantity
        self.note = note
    }
}

/// Many new items for one box, added together in one change: all of them, or none when any is refused.
public struct ProvisionItemsRequest: Sendable {
    /// The most items one change adds.
    public static let maximum = 10_000

    /// One new item: its text as given, its quantity read at the edge already.
    public struct Entry: Sendable, Equatable {
        public var title: String
        public var quantity: Quantity
        public var note: String?

        public init(title: String, quantity: Quantity = .one, note: String? = nil) {
            self.title = title
            self.quantity = quantity
            self.note = note
        }
    }

    public var box: BoxNumber
    public var entries: [Entry]

    public init(box: BoxNumber, entries: [Entry]) {
        self.box = box
        self.entries = entries
    }
}

extension ProvisionItemsRequest {
    /// An entry as the domain takes it.
    public struct CheckedEntry: Sendable {
        public let title: Title
        public let quantity: Quantity
        public let note: Note?
    }

    /// The entries as the domain takes them. Throws ``ValidationError`` for no entries or more than ``maximum``,
    /// ``RefusedEntry`` for the first entry the domain refuses.
    public func checkedEntries() throws -> [CheckedEntry] {
        guard !entries.isEmpty else { throw ValidationError.empty(.items) }
        guard entries.count <= Self.maximum else {
            throw ValidationError.tooMany(.items, maximum: Self.maximum, actual: entries.count)
        }
        return try entries.enumerated().map { index, entry in
            do throws(ValidationError) {
                return CheckedEntry(
                    title: try Title(entry.title), quantity: entry.quantity, note: try Note.optional(entry.note))
            } catch {
                throw RefusedEntry(position: index + 1, error: error)
            }
        }
    }
}

/// An entry of ``ProvisionItemsRequest`` that was refused, by its place in the list (1 for the first); nothing of
/// the list was added.
public struct RefusedEntry: Error, Equatable, Sendable, CustomStringConvertible {
    public let position: Int
    public let error: ValidationError

    public init(position: Int, error: ValidationError) {
        self.position = position
        self.error = error
    }

    public var description: String { "entry \(position): \(error)" }
}

/// Changes any of an item's fields, and the box it is in, in one go: all of them or none.
///
/// A field left `nil` stays as it is; for `note`, `.some(nil)` or blank text removes it; `box` moves the item.
/// With `expectedVersion`, the change is refused when the item was changed since that version was read.
public struct ChangeItemRequest: Sendable {
    public var item: ItemNumber
    public var title: String?
    public var quantity: Quantity?
    public var note: String??
    public var box: BoxNumber?
    public var expectedVersion: Int?

    public init(
        item: ItemNumber, title: String? = nil, quantity: Quantity? = nil, note: String?? = nil, box: BoxNumber? = nil,
        expectedVersion: Int? = nil
    ) {
        self.item = item
        self.title = title
        self.quantity = quantity
        self.note = note
        self.box = box
        self.expectedVersion = expectedVersion
    }

    /// Whether the request asks to change anything at all.
    public var isEmpty: Bool { title == nil && quantity == nil && note == nil && box == nil }
}

public struct RemoveItemRequest: Sendable {
    public var item: ItemNumber

    public init(item: ItemNumber) {
        self.item = item
    }
}

/// Changes many items in one change: moves them into a box, gives them one quantity, or both; all of them or none.
public struct ChangeItemsRequest: Sendable {
    public var items: [ItemNumber]
    /// The box they all go into; nil to leave each where it is.
    public var box: BoxNumber?
    /// The quantity each of them gets; nil to leave each as it is.
    public var quantity: Quantity?
    /// The box the person saw all the items in; an item no longer there refuses the whole change. Nil when they were
    /// seen in several boxes, as in search results.
    public var seenIn: BoxNumber?

    public init(items: [ItemNumber], box: BoxNumber? = nil, quantity: Quantity? = nil, seenIn: BoxNumber? = nil) {
        self.items = items
        self.box = box
        self.quantity = quantity
        self.seenIn = seenIn
    }
}

/// Takes many items out of their boxes for good, in one change that one undo puts back: all of them or none.
public struct RemoveItemsRequest: Sendable {
    public var items: [ItemNumber]

    public init(items: [ItemNumber]) {
        self.items = items
    }
}
