import ToteDomain

/// Every use case of one inventory, as the delivery mechanisms see them.
public struct InventoryUseCases: Sendable {
    public let commands: any InventoryCommands
    public let queries: any InventoryQueries
    public let shares: any ShareLinks

    public init(commands: any InventoryCommands, queries: any InventoryQueries, shares: any ShareLinks) {
        self.commands = commands
        self.queries = queries
        self.shares = shares
    }

    /// The use cases of `inventory` over the ports a store gives for it, for `author`, who has `role` in it.
    /// `publisher` hears of every committed change; nil where nothing listens, as on the command line. `secrets`
    /// makes the secrets of share links.
    public init(
        inventory: InventoryID, ports: InventoryPorts, clock: any TimeSource,
        publisher: (any DomainEventPublisher)?, role: Role, author: Author, secrets: any SecretGenerator
    ) {
        commands = InventoryCommandService(
            inventory: inventory, role: role, author: author, boxes: ports.boxes, items: ports.items,
            imports: ports.imports, photos: ports.photos, clock: clock,
            publisher: publisher)
        let queries = InventoryQueryService(readModel: ports.readModel)
        self.queries = queries
        shares = ShareLinkService(
            inventory: inventory, role: role, author: author, links: ports.shareLinks, queries: queries,
            secrets: secrets, clock: clock)
    }
}
