import ToteDomain

/// One inventory's boxes and items (each ordered by number), history (oldest first) and number counters.
struct InventoryRecord: Codable, Sendable, Equatable {
    var name = ""
    var nextBoxNumber = 1
    var nextItemNumber = 1
    var boxes: [StoredBox] = []
    var items: [StoredItem] = []
    var events: [StoredEvent] = []
    /// What removals took away, until they are undone.
    var removals: [StoredRemoval] = []
    /// The photos of boxes and items, in the order they were added; a removed box's or item's stay for its undo.
    var photos: [StoredPhoto] = []

    init() {}

    init(name: String) {
        self.name = name
    }

    private enum CodingKeys: String, CodingKey {
        case name, nextBoxNumber, nextItemNumber, boxes, items, events, removals, photos
    }

    /// Reads both layouts: format 1 kept each box's items inside the box, format 2 keeps them beside the boxes.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        nextBoxNumber = try container.decode(Int.self, forKey: .nextBoxNumber)
        nextItemNumber = try container.decode(Int.self, forKey: .nextItemNumber)
        events = try container.decode([StoredEvent].self, forKey: .events)
        removals = try container.decodeIfPresent([StoredRemoval].self, forKey: .removals) ?? []
        photos = try container.decodeIfPresent([StoredPhoto].self, forKey: .photos) ?? []
        if let items = try container.decodeIfPresent([StoredItem].self, forKey: .items) {
            boxes = try container.decode([StoredBox].self, forKey: .boxes)
            self.items = items
        } else {
            let formerBoxes = try container.decode([FormerBox].self, forKey: .boxes)
            boxes = formerBoxes.map(\.box)
            items = formerBoxes.flatMap(\.storedItems).sorted { $0.number < $1.number }
        }
    }
}

struct StoredBox: Codable, Sendable, Equatable {
    var id: BoxID
    var number: BoxNumber
    var title: Title
    var location: Location?
    var note: Note?
    var room: Room?
    /// Absent in files written before boxes had a status or marks: packing, unmarked.
    var status: PackingStatus?
    var marks: Set<BoxMark>?
    /// The box it is packed in; absent for a box on its own and in files written before boxes went into boxes.
    var container: BoxID?
    /// Absent for a box, and in files written before places.
    var kind: BoxKind?
    var version: Int
    /// The key an import made the box under; absent for boxes made otherwise.
    var importKey: String?

    init(_ box: Box, version: Int) {
        id = box.id
        number = box.number
        title = box.title
        location = box.location
        note = box.note
        room = box.room
        status = box.status
        marks = box.marks
        container = box.container
        kind = box.kind == .box ? nil : box.kind
        self.version = version
    }

    var aggregate: Box {
        Box(
            id: id, number: number, title: title, location: location, note: note, room: room,
            status: status ?? .packing, marks: marks ?? [], container: container, kind: kind ?? .box,
            version: version)
    }

    var reference: BoxReference { BoxReference(id: id, number: number, title: title) }
}

struct StoredItem: Codable, Sendable, Equatable {
    var id: ItemID
    var number: ItemNumber
    var title: Title
    var quantity: Quantity
    var note: Note?
    var box: BoxID
    var version: Int
    /// The key an import made or last changed the item under; absent for items never imported.
    var importKey: String?

    init(_ item: Item, version: Int) {
        id = item.id
        number = item.number
        title = item.title
        quantity = item.quantity
        note = item.note
        box = item.box.id
        self.version = version
    }

    func aggregate(in box: StoredBox) -> Item {
        Item(
            id: id, number: number, title: title, quantity: quantity, note: note, box: box.reference,
            version: version)
    }

    var reference: ItemReference { ItemReference(id: id, number: number, title: title) }
}

/// A copy of what one removal took away: the box when it went, and its items as they were.
struct StoredRemoval: Codable, Sendable, Equatable {
    var id: RemovalID
    var container: BoxReference
    var box: StoredBox?
    var items: [StoredItem]
    /// The box each item was taken out of, where that is not `container`; absent in files that kept none.
    var sources: [ItemNumber: BoxReference]?
    /// The boxes the box held that the removal sent elsewhere, and where; absent in files that kept none.
    var sentAway: [BoxID]?
    var sentInto: BoxID?

    var removal: Removal {
        Removal(
            id: id, box: box?.aggregate, container: container, items: items.map(\.reference), sources: sources ?? [:],
            sentAway: sentAway ?? [], sentInto: sentInto)
    }
}

struct StoredEvent: Codable, Sendable, Equatable {
    var sequence: Int64
    var event: DomainEvent
}

/// A box as format 1 stored it, with its items inside.
private struct FormerBox: Decodable {
    struct FormerItem: Decodable {
        var id: ItemID
        var number: ItemNumber
        var title: Title
        var quantity: Quantity
        var note: Note?
    }

    var id: BoxID
    var number: BoxNumber
    var title: Title
    var location: Location?
    var note: Note?
    var version: Int
    var items: [FormerItem]

    var box: StoredBox {
        StoredBox(
            Box(id: id, number: number, title: title, location: location, note: note, version: 0), version: version)
    }

    var storedItems: [StoredItem] {
        items.map { item in
            StoredItem(
                Item(
                    id: item.id, number: item.number, title: item.title, quantity: item.quantity, note: item.note,
                    box: box.reference, version: 0),
                version: 1)
        }
    }
}
