import ToteApplication
import ToteDomain

/// Moving day at the door: each room's boxes counted as they arrive, and one room's boxes to check off with a tap.
enum ArrivalsModels {
    enum Show {
        struct Request: Sendable {
            /// One room, or nil for every room.
            let room: Room?
        }

        struct Response: Sendable {
            let rooms: [RoomArrivals]
            /// The room asked for, with its boxes.
            let room: RoomArrivalsDetail?
            let role: Role
        }

        struct RoomRow: Sendable, Equatable {
            let name: String
            let arrived: Int
            let expected: Int
            let count: String
            let href: String
        }

        struct BoxRow: Sendable, Equatable {
            let number: String
            let numberValue: Int
            let title: String
            let status: String
            let hasArrived: Bool
            /// Whether a button marks it arrived: for members who change things, on boxes not yet there.
            let canMarkArrived: Bool
            let href: String
            /// The room the box goes to, for the form that marks it arrived.
            let room: String
        }

        struct ViewModel: Sendable, Equatable {
            let heading: String
            let summary: String?
            let rooms: [RoomRow]
            let boxes: [BoxRow]
            let emptyText: String?
            let allHref: String?
        }
    }

    /// Marking one box of a room arrived.
    enum Arrive {
        struct Request: Sendable {
            let box: BoxNumber
        }
    }
}

extension ArrivalsModels.Show.ViewModel: PageViewModel {
    static let template = "arrivals"
    static let section: LayoutModels.Section? = .boxes

    var pageTitle: String { heading }
}
