import ToteApplication
import ToteDomain
import TotePresentation

/// Moving day at the door, as lines of text: rooms with their boxes counted, or one room's boxes.
enum ArrivalsTextPresenter {
    static func lines(for rooms: [RoomArrivals]) -> [String] {
        guard !rooms.isEmpty else { return ["No box has a room yet. Give boxes one with: tote box room BOX… ROOM"] }
        let table = TextTable(
            columns: [.flexible("Room"), .fixed("Arrived"), .fixed("Expected")],
            rows: rooms.map { [$0.room.text, String($0.arrived), String($0.expected)] })
        let arrived = rooms.map(\.arrived).reduce(0, +)
        let expected = rooms.map(\.expected).reduce(0, +)
        return table.lines + [
            "", "\(Counted.grouped(arrived)) of \(Counted(expected, "box", plural: "boxes")) arrived.",
        ]
    }

    /// Every box counted: by status, by mark, by room.
    static func lines(for counts: BoxCounts) -> [String] {
        guard counts.total > 0 else { return ["No boxes yet."] }
        let rows =
            counts.statuses.map { ["Status", $0.kind.rawValue, Counted.grouped($0.count)] }
            + counts.marks.map { ["Mark", $0.kind.rawValue, Counted.grouped($0.count)] }
            + counts.rooms.map { ["Room", $0.room.text, Counted.grouped($0.expected)] }
            + (counts.withoutRoom > 0 ? [["Room", "(none yet)", Counted.grouped(counts.withoutRoom)]] : [])
        let table = TextTable(
            columns: [.fixed("By", alignment: .leading), .flexible("Which"), .fixed("Boxes")], rows: rows)
        return table.lines + ["", "\(Counted(counts.total, "box", plural: "boxes")) in all."]
    }

    static func lines(for detail: RoomArrivalsDetail) -> [String] {
        let (room, boxes) = (detail.arrivals, detail.boxes)
        let heading = "\(room.room): \(room.arrived) of \(Counted(room.expected, "box", plural: "boxes")) arrived."
        guard !boxes.isEmpty else { return ["No box goes to the \(room.room)."] }
        let table = TextTable(
            columns: [.fixed("Box"), .flexible("Title"), .flexible("Status"), .flexible("Arrived")],
            rows: boxes.map { box in
                [box.number.description, box.title.text, box.status.rawValue, box.status.hasArrived ? "yes" : "no"]
            })
        return [heading, ""] + table.lines
    }
}
