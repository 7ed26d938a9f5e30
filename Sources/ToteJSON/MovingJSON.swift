import ToteApplication

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

    private static func members(of room: RoomArrivals) -> [String: JSONValue] {
        ["room": .string(room.room.text), "expected": .integer(room.expected), "arrived": .integer(room.arrived)]
    }
}
