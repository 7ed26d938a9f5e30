import ToteDomain

/// ``BoxRepository`` over a ``StoreStateContainer``.
struct StateBoxRepository<Container: StoreStateContainer>: BoxRepository {
    let container: Container
    let inventory: InventoryID

    func box(numbered number: BoxNumber) async throws -> Box? {
        try await container.read { [inventory] in $0.box(numbered: number, in: inventory) }
    }

    func box(holding item: ItemNumber) async throws -> Box? {
        try await container.read { [inventory] in $0.box(holding: item, in: inventory) }
    }

    func add(_ box: Box) async throws {
        try await container.write { [inventory] in try $0.add(box, to: inventory) }
    }

    func save(_ boxes: [Box]) async throws {
        try await container.write { [inventory] in try $0.save(boxes, in: inventory) }
    }

    func remove(_ box: Box) async throws {
        try await container.write { [inventory] in try $0.remove(box, from: inventory) }
    }
}
