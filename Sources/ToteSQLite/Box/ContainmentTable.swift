import GRDB
import ToteDomain
import ToteSQL

/// Which box is in which, read through ``ContainmentRecord`` for a move.
enum ContainmentTable {
    /// Where `box` is and where the box numbered `destination` is, as ``Box/move(to:at:)`` needs them.
    static func placement(of box: Box, into destination: BoxNumber?, in scope: InventoryScope, _ db: Database) throws
        -> Placement
    {
        let current = try box.container.flatMap { try db.fetchOne(ContainmentRecord.reference(of: $0)) }
        return try placement(
            from: current.map(ContainmentRecord.reference(from:)), into: destination, in: scope, db)
    }

    /// What a box now in `current` needs to know to go into the box numbered `destination` (nil: out of every box).
    static func placement(
        from current: BoxReference?, into destination: BoxNumber?, in scope: InventoryScope, _ db: Database
    ) throws -> Placement {
        guard let destination else { return Placement(current: current, destination: nil, enclosing: []) }
        let target = try BoxTable.require(destination, in: scope, db)
        let enclosing: [BoxID] = try db.fetch(ContainmentRecord.enclosing(startingAt: target.id)).dropFirst().map {
            try $0.entityID("id")
        }
        return Placement(current: current, destination: target, enclosing: enclosing)
    }

    /// The boxes `box` holds, with the placement of where `rehoming` sends them; nil when it holds none.
    static func held(by box: Box, goingTo rehoming: Rehoming, in scope: InventoryScope, _ db: Database) throws
        -> HeldBoxes?
    {
        let boxes = try db.fetch(ContainmentRecord.boxes(heldBy: box.id, .sqlite)).map(BoxRecord.box(from:))
        guard !boxes.isEmpty else { return nil }
        return HeldBoxes(
            boxes: boxes, placement: try placement(from: box.reference, into: rehoming.destination, in: scope, db))
    }

    /// The numbers of the boxes packed directly in `box`.
    static func held(by box: BoxID, _ db: Database) throws -> [BoxNumber] {
        try db.fetch(ContainmentRecord.held(by: box)).map { try $0.number("number") }
    }
}
