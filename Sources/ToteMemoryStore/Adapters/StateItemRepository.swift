import ToteDomain

/// ``ItemRepository`` over a ``StoreStateContainer``: each method is one write of the container.
struct StateItemRepository<Container: StoreStateContainer>: ItemRepository {
    let container: Container
    let inventory: InventoryID

    func provision(
        _ count: Int, into box: BoxNumber, _ make: @Sendable (Box, any IdentityService) throws -> [Item]
    ) async throws -> (box: Box, items: [Item]) {
        try await container.write { [inventory] in try $0.provisionItems(into: box, in: inventory, make) }
    }

    func change(
        _ number: ItemNumber, movingInto destination: BoxNumber?, _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> Item {
        try await container.write { [inventory] in
            try $0.changeItem(number, movingInto: destination, in: inventory, change)
        }
    }

    func remove(
        _ numbers: [ItemNumber], keeping removal: RemovalID, _ retire: @Sendable (inout Item) throws -> Void
    ) async throws -> [DomainEvent] {
        try await container.write { [inventory] in
            try $0.removeItems(numbers, keeping: removal, in: inventory, retire)
        }
    }

    func change(
        _ numbers: [ItemNumber], movingInto destination: BoxNumber?,
        _ change: @Sendable (inout Item, Box?) throws -> Void
    ) async throws -> [DomainEvent] {
        try await container.write { [inventory] in
            try $0.changeItems(numbers, movingInto: destination, in: inventory, change)
        }
    }
}
