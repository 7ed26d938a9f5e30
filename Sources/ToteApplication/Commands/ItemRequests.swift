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

/// Moves items that are all in one box into another, all or none: how moving or emptying is undone.
public struct MoveItemsRequest: Sendable {
    public var items: [ItemNumber]
    /// The box the person saw the items in; an item no longer there refuses the whole move.
    public var source: BoxNumber
    public var destination: BoxNumber

    public init(items: [ItemNumber], from source: BoxNumber, into destination: BoxNumber) {
        self.items = items
        self.source = source
        self.destination = destination
    }
}
