import Foundation
import ToteDomain

/// Carries out commands on one inventory: validates what was typed, lets the repositories run the domain's rules
/// in one write transaction per command, and publishes the events once they are committed, if anyone listens.
public struct InventoryCommandService: InventoryCommands {
    let inventory: InventoryID
    /// The role of whoever gives the commands; only roles that may change the inventory get past ``authorize()``.
    let role: Role
    /// Who gives the commands: every change is recorded as theirs.
    let author: Author
    let boxes: any BoxRepository
    let items: any ItemRepository
    let imports: any ImportRepository
    let photos: any PhotoRepository
    let clock: any TimeSource
    let publisher: (any DomainEventPublisher)?

    public init(
        inventory: InventoryID, role: Role, author: Author, boxes: any BoxRepository, items: any ItemRepository,
        imports: any ImportRepository, photos: any PhotoRepository, clock: any TimeSource,
        publisher: (any DomainEventPublisher)?
    ) {
        self.inventory = inventory
        self.role = role
        self.author = author
        self.boxes = boxes
        self.items = items
        self.imports = imports
        self.photos = photos
        self.clock = clock
        self.publisher = publisher
    }

    /// Refuses every command to a member who may only look; each command asks first, before anything else.
    func authorize() throws(AccessError) {
        guard role.allows(.change) else { throw .forbidden(role, .change) }
    }

    /// Carries out a removal under a new handle, publishes its events and answers with both; `store` is given the
    /// handle and the time.
    func removal(_ store: (RemovalID, Date) async throws -> [DomainEvent]) async throws -> RemovalResponse {
        try authorize()
        let removal = RemovalID.random()
        let events = try await store(removal, clock.now())
        await publish(events)
        return RemovalResponse(removal: removal, events: events)
    }

    /// Tells the listeners that an import committed, so that they read the history it stored; its events are too
    /// many to hand on one by one.
    func publishImported() async {
        await publisher?.publishCommitted([], in: inventory)
    }

    /// Tells the listeners about events that were committed.
    func publish(_ events: [DomainEvent]) async {
        guard let publisher, !events.isEmpty else { return }
        await publisher.publishCommitted(events, in: inventory)
    }
}
