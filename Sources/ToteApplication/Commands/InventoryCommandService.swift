import ToteDomain

/// Carries out commands on one inventory: loads aggregates, lets the domain change them, stores them
/// with their events, and publishes the events once they are committed.
public struct InventoryCommandService: InventoryCommands {
    /// How often a command is tried again when another writer changed the same boxes first.
    static let attempts = 25

    let inventory: InventoryID
    /// The role of whoever gives the commands; only roles that may change the inventory get past ``authorize()``.
    let role: Role
    let boxes: any BoxRepository
    let provisioning: ProvisioningService
    let clock: any TimeSource
    let publisher: any DomainEventPublisher

    public init(
        inventory: InventoryID, role: Role, boxes: any BoxRepository, identities: any IdentityService,
        clock: any TimeSource, publisher: any DomainEventPublisher
    ) {
        self.inventory = inventory
        self.role = role
        self.boxes = boxes
        self.provisioning = ProvisioningService(identities: identities, clock: clock)
        self.clock = clock
        self.publisher = publisher
    }

    /// Refuses every command to a member who may only look; each command asks first, before anything else.
    func authorize() throws(AccessError) {
        guard role.allows(.change) else { throw .forbidden(role, .change) }
    }

    /// Runs `change` against fresh copies until it is stored without a conflicting write, then publishes.
    func committing(_ change: () async throws -> [Box]) async throws {
        for attempt in 1...Self.attempts {
            do {
                let changed = try await change()
                await publisher.publish(changed.flatMap(\.pendingEvents), in: inventory)
                return
            } catch InventoryError.concurrentChange where attempt < Self.attempts {
                try await Task.sleep(for: .milliseconds(Int.random(in: 1...(5 * attempt))))
            }
        }
    }

    func load(_ number: BoxNumber) async throws -> Box {
        guard let box = try await boxes.box(numbered: number) else { throw InventoryError.boxNotFound(number) }
        return box
    }

    func load(holding item: ItemNumber) async throws -> Box {
        guard let box = try await boxes.box(holding: item) else { throw InventoryError.itemNotFound(item) }
        return box
    }

    /// Loads one box, applies `change` and saves it, trying again on a conflicting write.
    func change(_ number: BoxNumber, _ change: @escaping (inout Box) throws -> Void) async throws {
        try await committing {
            var box = try await load(number)
            try change(&box)
            try await boxes.save([box])
            return [box]
        }
    }

    /// Loads the box holding an item, applies `change` and saves it, trying again on a conflicting write.
    func change(holding item: ItemNumber, _ change: @escaping (inout Box) throws -> Void) async throws {
        try await committing {
            var box = try await load(holding: item)
            try change(&box)
            try await boxes.save([box])
            return [box]
        }
    }
}
