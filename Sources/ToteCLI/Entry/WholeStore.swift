import ToteApplication
import ToteDomain

/// A whole store opened to be copied: its records, its settings and the use cases of each of its inventories.
public struct WholeStore: Sendable {
    /// How people name the store, without its password.
    public let name: String
    public let transfer: any StoreTransfer
    public let settings: any SettingsStore
    /// The use cases of one of its inventories, acting as its owner from the command line.
    public let inventory: @Sendable (InventoryID) async throws -> InventoryUseCases

    public init(
        name: String, transfer: any StoreTransfer, settings: any SettingsStore,
        inventory: @escaping @Sendable (InventoryID) async throws -> InventoryUseCases
    ) {
        self.name = name
        self.transfer = transfer
        self.settings = settings
        self.inventory = inventory
    }
}
