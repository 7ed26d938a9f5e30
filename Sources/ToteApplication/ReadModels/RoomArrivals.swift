import ToteDomain

/// A room of the new home on moving day: how many boxes go there, and how many of them have arrived.
public struct RoomArrivals: Hashable, Sendable {
    public let room: Room
    public let expected: Int
    public let arrived: Int

    public init(room: Room, expected: Int, arrived: Int) {
        self.room = room
        self.expected = expected
        self.arrived = arrived
    }
}

/// One room on moving day: its boxes counted, and the boxes themselves (up to 500), in the order of their numbers.
public struct RoomArrivalsDetail: Sendable {
    public let arrivals: RoomArrivals
    public let boxes: [BoxSummary]

    public init(arrivals: RoomArrivals, boxes: [BoxSummary]) {
        self.arrivals = arrivals
        self.boxes = boxes
    }
}
