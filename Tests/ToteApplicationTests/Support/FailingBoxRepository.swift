import ToteDomain

/// A box repository whose store fails every write with `failure`, before anything is written.
struct FailingBoxRepository: BoxRepository {
    let failure: any Error

    func provision(_ make: @Sendable (any IdentityService) throws -> Box) async throws -> Box {
        throw failure
    }

    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box {
        throw failure
    }

    func changeAll(_ numbers: [BoxNumber], _ change: @Sendable (inout Box) throws -> Void) async throws -> [Box] {
        throw failure
    }

    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        _ retire: @Sendable (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) async throws -> [DomainEvent] {
        throw failure
    }

    func restore(
        _ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) async throws -> [DomainEvent] {
        throw failure
    }

    func empty(
        _ source: BoxNumber, into destination: BoxNumber,
        _ plan: @Sendable (Box, BoxContents, Box) throws -> [DomainEvent]
    ) async throws -> [DomainEvent] {
        throw failure
    }

    func move(
        _ number: BoxNumber, into destination: BoxNumber?, _ move: @Sendable (inout Box, Placement) throws -> Void
    ) async throws -> Box {
        throw failure
    }
}
