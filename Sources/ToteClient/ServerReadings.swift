import ToteApplication
import ToteDomain

/// What the server's answers say, read into the application's read models as a store's rows are: text through
/// `init(stored:)`, which mends what Tote's rules would, and an answer Tote could not have written refused.
struct ServerReadings {
    /// A value of an answer that Tote's own server would not have sent.
    static func unreadable(_ what: String) -> ServerUnreachable {
        ServerUnreachable("the server sent \(what) that Tote cannot read")
    }

    static func box(
        id: String, number: Int, title: String, location: String?, note: String?, itemCount: Int, room: String?,
        status: String, marks: [String], kind: String, version: Int
    ) throws -> BoxSummary {
        guard let boxID = BoxID(uuidString: id), let packing = PackingStatus(rawValue: status) else {
            throw unreadable("a box")
        }
        return BoxSummary(
            id: boxID, number: try BoxNumber(number), title: try Title(stored: title),
            location: try Location.optional(stored: location), note: try Note.optional(stored: note),
            itemCount: itemCount, room: try Room.optional(stored: room), status: packing,
            marks: Set(
                try marks.map { mark in
                    guard let known = BoxMark(rawValue: mark) else { throw unreadable("a mark") }
                    return known
                }), kind: try BoxKind(parsing: kind), version: version)
    }

    static func box(_ box: Components.Schemas.Box) throws -> BoxSummary {
        try Self.box(
            id: box.id, number: box.number, title: box.title, location: box.location, note: box.note,
            itemCount: box.itemCount, room: box.room, status: box.status.rawValue, marks: box.marks.map(\.rawValue),
            kind: box.kind.rawValue, version: box.version)
    }

    static func detail(_ detail: Components.Schemas.BoxDetail) throws -> BoxDetail {
        let summary = try box(
            id: detail.id, number: detail.number, title: detail.title, location: detail.location, note: detail.note,
            itemCount: detail.itemCount, room: detail.room, status: detail.status.rawValue,
            marks: detail.marks.map(\.rawValue), kind: detail.kind.rawValue, version: detail.version)
        let items = try page(
            detail.items.map(item), number: detail.itemsPage.page, size: detail.itemsPage.perPage,
            total: detail.itemsPage.totalCount)
        return BoxDetail(
            box: summary, items: items,
            containers: try detail.containers.map(step),
            boxes: try detail.boxes.map(box))
    }

    /// A place or box on the way to a box.
    static func step(_ step: Components.Schemas.PathStep) throws -> PathStep {
        PathStep(
            try ServerEvents.reference(step.id, step.number, step.title), kind: try BoxKind(parsing: step.kind.rawValue)
        )
    }

    static func item(_ item: Components.Schemas.Item) throws -> ItemSummary {
        guard let id = ItemID(uuidString: item.id) else { throw unreadable("an item") }
        return ItemSummary(
            id: id, number: try ItemNumber(item.number), title: try Title(stored: item.title),
            quantity: try Quantity(item.quantity), note: try Note.optional(stored: item.note),
            box: ItemSummary.BoxLabel(
                number: try BoxNumber(item.box.number), title: try Title(stored: item.box.title),
                location: try Location.optional(stored: item.box.location)),
            version: item.version)
    }

    static func arrivals(_ room: Components.Schemas.RoomArrivals) throws -> RoomArrivals {
        RoomArrivals(room: try Room(stored: room.room), expected: room.expected, arrived: room.arrived)
    }

    static func page<Element>(_ entries: [Element], number: Int, size: Int, total: Int) throws -> Page<Element> {
        Page(entries: entries, request: try PageRequest(number: number, size: size), totalCount: total)
    }
}
