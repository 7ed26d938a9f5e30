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
        guard let destination else {
            return Placement(
                current: try current.map(ContainmentRecord.reference(from:)), destination: nil, enclosing: [])
        }
        let target = try BoxTable.require(destination, in: scope, db)
        let enclosing: [BoxID] = try db.fetch(ContainmentRecord.enclosing(startingAt: target.id)).dropFirst().map {
            try $0.entityID("id")
        }
        return Placement(
            current: try current.map(ContainmentRecord.reference(from:)), destination: target,
            enclosing: enclosing)
    }

    /// The numbers of the boxes packed directly in `box`.
    static func held(by box: BoxID, _ db: Database) throws -> [BoxNumber] {
        try db.fetch(ContainmentRecord.held(by: box)).map { try $0.number("number") }
    }
}
