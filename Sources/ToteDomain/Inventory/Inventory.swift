import Foundation

/// A household's or a team's collection of boxes. Box and item numbers count up per inventory.
public struct Inventory: Hashable, Sendable, Codable {
    /// The inventory the command line keeps on this machine.
    public static let localID = InventoryID(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)

    public let id: InventoryID
    public var name: InventoryName

    public init(id: InventoryID, name: InventoryName) {
        self.id = id
        self.name = name
    }
}
