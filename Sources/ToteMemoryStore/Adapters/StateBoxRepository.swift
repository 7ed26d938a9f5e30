import ToteDomain

/// ``BoxRepository`` over a ``StoreStateContainer``: each method is one write of the container.
struct StateBoxRepository<Container: StoreStateContainer>: BoxRepository {
    let container: Container
    let inventory: InventoryID

    func provision(_ make: @Sendable (any IdentityService) throws -> Box) async throws -> Box {
        try await container.write { [inventory] in try $0.provisionBox(in: inventory, make) }
    }

    func change(_ number: BoxNumber, _ change: @Sendable (inout Box) throws -> Void) async throws -> Box {
        try await container.write { [inventory] in try $0.changeBox(number, in: inventory, change) }
    }

    func changeAll(_ numbers: [BoxNumber], _ change: @Sendable (inout Box) throws -> Void) async throws -> [Box] {
        try await container.write { [inventory] in try $0.changeBoxes(numbers, in: inventory, change) }
    }

    func remove(
        _ number: BoxNumber, keeping removal: RemovalID, sendingHeldBoxes rehoming: Rehoming?,
        _ retire: @Sendable (inout Box, BoxContents, HeldBoxes?) throws -> [Box]
    ) async throws -> [DomainEvent] {
        try await container.write { [inventory] in
            try $0.removeBox(number, keeping: removal, sendingHeldBoxes: rehoming, in: inventory, retire)
        }
    }

    func restore(
        _ removal: RemovalID, _ plan: @Sendable (Removal, [BoxID: Box], Repacking) throws -> Restoration
    ) async throws -> [DomainEvent] {
        try await container.write { [inventory] in try $0.restore(removal, in: inventory, plan) }
    }

    func empty(
        _ source: BoxNumber, into destination: BoxNumber,
        _ plan: @Sendable (Box, BoxContents, Box) throws -> [DomainEvent]
    ) async throws -> [DomainEvent] {
        try await container.write { [inventory] in try $0.emptyBox(source, into: destination, in: inventory, plan) }
    }

    func move(
        _ number: BoxNumber, into destination: BoxNumber?, _ move: @Sendable (inout Box, Placement) throws -> Void
    ) async throws -> Box {
        try await container.write { [inventory] in try $0.moveBox(number, into: destination, in: inventory, move) }
    }
}
