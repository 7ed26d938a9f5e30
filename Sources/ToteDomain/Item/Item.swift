/// A thing kept in a box. Its identity and number stay the same when it moves to another box.
public struct Item: Hashable, Sendable, Identifiable, HumanNumbered {
    public static let numberNoun = "item"

    public let id: ItemID
    public let number: ItemNumber
    public internal(set) var title: Title
    public internal(set) var quantity: Quantity
    public internal(set) var note: Note?

    public init(id: ItemID, number: ItemNumber, title: Title, quantity: Quantity, note: Note?) {
        self.id = id
        self.number = number
        self.title = title
        self.quantity = quantity
        self.note = note
    }

    public var reference: ItemReference { ItemReference(id: id, number: number, title: title) }
}

/// Names an item as it was when something happened to it.
public struct ItemReference: Hashable, Sendable, Codable {
    public let id: ItemID
    public let number: ItemNumber
    public let title: Title

    public init(id: ItemID, number: ItemNumber, title: Title) {
        self.id = id
        self.number = number
        self.title = title
    }
}
