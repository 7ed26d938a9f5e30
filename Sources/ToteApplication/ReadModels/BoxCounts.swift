import ToteDomain

/// Every box of an inventory counted the ways a move asks: by status, by mark and by room.
public struct BoxCounts: Equatable, Sendable {
    public let total: Int
    /// How many boxes have each status, in the order a move goes; a status no box has is left out.
    public let statuses: [Count<PackingStatus>]
    /// How many boxes carry each mark; a mark no box carries is left out.
    public let marks: [Count<BoxMark>]
    /// Every room boxes go to, A to Z (ASCII letters in any case are one room), with its boxes counted.
    public let rooms: [RoomArrivals]

    /// How many boxes have one status or carry one mark.
    public struct Count<Kind: Equatable & Sendable>: Equatable, Sendable {
        public let kind: Kind
        public let count: Int

        public init(_ kind: Kind, _ count: Int) {
            self.kind = kind
            self.count = count
        }
    }

    /// Counts gathered in any order; zero counts and the order are put right here, once for every store.
    public init(statuses: [PackingStatus: Int], marks: [BoxMark: Int], rooms: [RoomArrivals]) {
        total = statuses.values.reduce(0, +)
        self.statuses = PackingStatus.allCases.compactMap { status in
            statuses[status].flatMap { $0 > 0 ? Count(status, $0) : nil }
        }
        self.marks = BoxMark.allCases.compactMap { mark in marks[mark].flatMap { $0 > 0 ? Count(mark, $0) : nil } }
        self.rooms = rooms
    }

    /// Boxes that go to no room yet.
    public var withoutRoom: Int { total - rooms.reduce(0) { $0 + $1.expected } }
}
