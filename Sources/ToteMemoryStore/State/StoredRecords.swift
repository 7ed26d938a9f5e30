import ToteDomain

/// One inventory's boxes (ordered by number), history (oldest first) and number counters.
struct InventoryRecord: Codable, Sendable, Equatable {
    var name = ""
    var nextBoxNumber = 1
    var nextItemNumber = 1
    var boxes: [StoredBox] = []
    var events: [StoredEvent] = []
}

struct StoredBox: Codable, Sendable, Equatable {
    var id: BoxID
    var number: BoxNumber
    var title: Title
    var location: Location?
    var note: Note?
    var version: Int
    var items: [StoredItem]

    init(_ box: Box, version: Int) {
        id = box.id
        number = box.number
        title = box.title
        location = box.location
        note = box.note
        self.version = version
        items = box.items.map(StoredItem.init)
    }

    var aggregate: Box {
        Box(
            id: id, number: number, title: title, location: location, note: note, items: items.map(\.item),
            version: version)
    }
}

struct StoredItem: Codable, Sendable, Equatable {
    var id: ItemID
    var number: ItemNumber
    var title: Title
    var quantity: Quantity
    var note: Note?

    init(_ item: Item) {
        id = item.id
        number = item.number
        title = item.title
        quantity = item.quantity
        note = item.note
    }

    var item: Item { Item(id: id, number: number, title: title, quantity: quantity, note: note) }
}

struct StoredEvent: Codable, Sendable, Equatable {
    var sequence: Int64
    var event: DomainEvent
}
