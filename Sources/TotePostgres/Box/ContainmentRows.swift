import ToteDomain
import ToteSQL

/// Which box is in which, read through ``ContainmentRecord`` for a move.
enum ContainmentRows {
    /// Where `box` is and where `target` (nil: out of every box) is, as ``Box/move(to:at:)`` needs them.
    static func placement(of box: Box, into target: Box?, _ sql: SQL) async throws -> Placement {
        var currentReference: BoxReference?
        if let container = box.container, let row = try await sql.fetchOne(ContainmentRecord.reference(of: container)) {
            currentReference = try ContainmentRecord.reference(from: row)
        }
        return try await placement(from: currentReference, into: target, sql)
    }

    /// What a box now in `current` needs to know to go into `target` (nil: out of every box).
    static func placement(from current: BoxReference?, into target: Box?, _ sql: SQL) async throws -> Placement {
        guard let target else { return Placement(current: current, destination: nil, enclosing: []) }
        let enclosing: [BoxID] = try await sql.fetch(ContainmentRecord.enclosing(startingAt: target.id)).dropFirst()
            .map { try $0.entityID("id") }
        return Placement(current: current, destination: target, enclosing: enclosing)
    }

    /// The boxes `box` holds, locked, with the placement of where `rehoming` sends them; nil when it holds none.
    static func held(by box: Box, goingTo rehoming: Rehoming, in inventory: InventoryID, _ sql: SQL) async throws
        -> HeldBoxes?
    {
        let boxes = try await sql.fetch(ContainmentRecord.boxes(heldBy: box.id, .postgres)).map(BoxRecord.box(from:))
        guard !boxes.isEmpty else { return nil }
        var target: Box?
        if let destination = rehoming.destination {
            target = try await BoxRows.require(destination, in: inventory, sql)
        }
        return HeldBoxes(boxes: boxes, placement: try await placement(from: box.reference, into: target, sql))
    }

    /// The numbers of the boxes packed directly in `box`.
    static func held(by box: BoxID, _ sql: SQL) async throws -> [BoxNumber] {
        try await sql.fetch(ContainmentRecord.held(by: box)).map { try $0.number("number") }
    }
}
