import ToteDomain

/// The driven ports a store offers for one inventory.
public struct InventoryPorts: Sendable {
    public let boxes: any BoxRepository
    public let items: any ItemRepository
    public let readModel: any InventoryReadModel
    public let imports: any ImportRepository
    public let photos: any PhotoRepository
    /// The share links of every inventory: the use cases keep to their own inventory's.
    public let shareLinks: any ShareLinkRepository

    public init(
        boxes: any BoxRepository, items: any ItemRepository, readModel: any InventoryReadModel,
        imports: any ImportRepository, photos: any PhotoRepository, shareLinks: any ShareLinkRepository
    ) {
        self.shareLinks = shareLinks
        self.boxes = boxes
        self.items = items
        self.readModel = readModel
        self.imports = imports
        self.photos = photos
    }
}

/// A place where inventories are kept: an SQLite file, a property list, memory.
public protocol InventoryStore: Sendable {
    /// The ports for one inventory, creating the inventory on first use.
    func ports(for inventory: InventoryID) async throws -> InventoryPorts
}
