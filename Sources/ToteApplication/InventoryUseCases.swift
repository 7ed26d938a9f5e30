import ToteDomain

/// Every use case of one inventory, as the delivery mechanisms see them.
public struct InventoryUseCases: Sendable {
    public let commands: any InventoryCommands
    public let queries: any InventoryQueries

    public init(commands: any InventoryCommands, queries: any InventoryQueries) {
        self.commands = commands
        self.queries = queries
    }

    /// The use cases of `inventory` over the ports a store gives for it, for `author`, who has `role` in it.
    /// `publisher` hears of every committed change; nil where nothing listens, as on the command line.
    public init(
        inventory: InventoryID, ports: InventoryPorts, clock: any TimeSource,
        publisher: (any DomainEventPublisher)?, role: Role, author: Author
    ) {
        commands = InventoryCommandService(
            inventory: inventory, role: role, author: author, boxes: ports.boxes, items: ports.items,
            imports: ports.imports, photos: ports.photos, clock: clock,
            publisher: publisher)
        queries = InventoryQueryService(readModel: ports.readModel)
    }
}
