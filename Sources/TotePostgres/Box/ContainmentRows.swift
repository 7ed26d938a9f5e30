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
        guard let target else { return Placement(current: currentReference, destination: nil, enclosing: []) }
        let enclosing: [BoxID] = try await sql.fetch(ContainmentRecord.enclosing(startingAt: target.id)).dropFirst()
            .map { try $0.entityID("id") }
        return Placement(current: currentReference, destination: target, enclosing: enclosing)
    }

    /// The numbers of the boxes packed directly in `box`.
    static func held(by box: BoxID, _ sql: SQL) async throws -> [BoxNumber] {
        try await sql.fetch(ContainmentRecord.held(by: box)).map { try $0.number("number") }
    }
}
