import ToteApplication
import ToteJSONText

/// Moving day as JSON documents (docs/json.md, Arrivals).
public enum MovingJSON {
    /// A room with how many boxes go there and how many have arrived.
    public static func arrivals(_ room: RoomArrivals) -> JSONValue {
        .object(members(of: room))
    }

    /// A room with its boxes, those arrived and those still to come, in the order of their numbers.
    public static func arrivals(_ room: RoomArrivalsDetail) -> JSONValue {
        .object(members(of: room.arrivals).merging(["boxes": .array(room.boxes.map(InventoryJSON.box))]) { $1 })
    }

    /// Every box counted: in all, by status (a move's order), by mark, by room (A to Z) and without a room.
    public static func counts(_ counts: BoxCounts) -> JSONValue {
        .object([
            "total": .integer(counts.total),
            "statuses": .array(
                counts.statuses.map { .object(["status": .string($0.kind.rawValue), "count": .integer($0.count)]) }),
            "marks": .array(
                counts.marks.map { .object(["mark": .string($0.kind.rawValue), "count": .integer($0.count)]) }),
            "rooms": .array(counts.rooms.map(arrivals)),
            "withoutRoom": .integer(counts.withoutRoom),
        ])
    }

    private static func members(of room: RoomArrivals) -> [String: JSONValue] {
        ["room": .string(room.room.text), "expected": .integer(room.expected), "arrived": .integer(room.arrived)]
    }
}
