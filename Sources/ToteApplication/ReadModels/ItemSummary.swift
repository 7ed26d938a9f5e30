import ToteDomain

/// An item with the box it is in, as a search result or a box's content shows it.
public struct ItemSummary: Hashable, Sendable {
    /// The number, title and location of the box an item is in: where to look for it.
    public struct BoxLabel: Hashable, Sendable {
        public let number: BoxNumber
        public let title: Title
        public let location: Location?

        public init(number: BoxNumber, title: Title, location: Location?) {
            self.number = number
            self.title = title
            self.location = location
        }
    }

    public let id: ItemID
    public let number: ItemNumber
    public let title: Title
    public let quantity: Quantity
    public let note: Note?
    public let box: BoxLabel
    /// Counts the stored changes of the item; a change can name it to be refused if it moved on.
    public let version: Int

    public init(
        id: ItemID, number: ItemNumber, title: Title, quantity: Quantity, note: Note?, box: BoxLabel, version: Int = 1
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.quantity = quantity
        self.note = note
        self.box = box
        self.version = version
    }
}

extension ItemSummary {
    /// An item just added to `box`, as the change stored it: its first version.
    public init(added item: Item, in box: Box) {
        self.init(
            id: item.id, number: item.number, title: item.title, quantity: item.quantity, note: item.note,
            box: BoxLabel(number: box.number, title: box.title, location: box.location), version: 1)
    }
}
