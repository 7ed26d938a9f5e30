import ToteDomain

/// Boundary values for the item commands. Text and numbers arrive as given; the domain validates them.
public struct ProvisionItemRequest: Sendable {
    public var box: BoxNumber
    public var title: String
    public var quantity: Int
    public var note: String?

    public init(box: BoxNumber, title: String, quantity: Int = 1, note: String? = nil) {
        self.box = box
        self.title = title
        self.quantity = quantity
        self.note = note
    }
}

public struct RenameItemRequest: Sendable {
    public var item: ItemNumber
    public var title: String

    public init(item: ItemNumber, title: String) {
        self.item = item
        self.title = title
    }
}

public struct ChangeQuantityRequest: Sendable {
    public var item: ItemNumber
    public var quantity: Int

    public init(item: ItemNumber, quantity: Int) {
        self.item = item
        self.quantity = quantity
    }
}

/// Replaces an item's note; blank text removes it.
public struct ChangeItemNoteRequest: Sendable {
    public var item: ItemNumber
    public var note: String?

    public init(item: ItemNumber, note: String?) {
        self.item = item
        self.note = note
    }
}

public struct MoveItemRequest: Sendable {
    public var item: ItemNumber
    public var destination: BoxNumber

    public init(item: ItemNumber, into destination: BoxNumber) {
        self.item = item
        self.destination = destination
    }
}

public struct RemoveItemRequest: Sendable {
    public var item: ItemNumber

    public init(item: ItemNumber) {
        self.item = item
    }
}
