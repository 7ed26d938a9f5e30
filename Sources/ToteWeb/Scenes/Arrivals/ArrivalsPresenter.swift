import Foundation
import ToteApplication
import ToteDomain
import TotePresentation

/// Presents moving day for a phone at the door: big counts per room, and one tap per box.
struct ArrivalsPresenter: Sendable {
    func present(_ response: ArrivalsModels.Show.Response) -> ArrivalsModels.Show.ViewModel {
        guard let detail = response.room else {
            let arrived = response.rooms.map(\.arrived).reduce(0, +)
            let expected = response.rooms.map(\.expected).reduce(0, +)
            return ArrivalsModels.Show.ViewModel(
                heading: "Arrivals",
                summary: response.rooms.isEmpty
                    ? nil : "\(Counted.grouped(arrived)) of \(Counted(expected, "box", plural: "boxes")) arrived",
                rooms: response.rooms.map { room in
                    ArrivalsModels.Show.RoomRow(
                        name: room.room.text, arrived: room.arrived, expected: room.expected,
                        count: "\(room.arrived) of \(room.expected)", href: Self.href(room.room))
                },
                boxes: [],
                emptyText: response.rooms.isEmpty
                    ? "No box has a room yet. Give boxes the room they go to, and check them off here as they arrive."
                    : nil,
                allHref: nil)
        }
        let (room, boxes) = (detail.arrivals, detail.boxes)
        let canChange = response.role.allows(.change)
        return ArrivalsModels.Show.ViewModel(
            heading: room.room.text,
            summary: "\(room.arrived) of \(Counted(room.expected, "box", plural: "boxes")) arrived",
            rooms: [],
            boxes: boxes.map { box in
                ArrivalsModels.Show.BoxRow(
                    number: box.number.description, numberValue: box.number.value, title: box.title.text,
                    status: box.status.rawValue, hasArrived: box.status.hasArrived,
                    canMarkArrived: canChange && !box.status.hasArrived, href: Paths.box(box.number),
                    room: room.room.text)
            },
            emptyText: boxes.isEmpty ? "No box goes to the \(room.room)." : nil,
            allHref: "/arrivals")
    }

    static func href(_ room: Room) -> String {
        "/arrivals?room=" + (room.text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }
}
