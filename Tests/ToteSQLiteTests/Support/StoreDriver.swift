import ToteApplication
import ToteDomain
import ToteSQLite
import ToteTesting

/// An SQLite store's local inventory, driven through the use cases as the command line would.
struct StoreDriver {
    let ports: InventoryPorts
    let useCases: InventoryUseCases

    static func open(at path: String) async throws -> StoreDriver {
        try await driving(SQLiteStore.open(at: path))
    }

    /// Drives `inventory` of an open store, creating it on first use.
    static func driving(_ store: SQLiteStore, inventory: InventoryID = Inventory.localID) async throws -> StoreDriver {
        driving(try await store.ports(for: inventory), of: inventory)
    }

    /// Drives `inventory` through `ports`.
    static func driving(_ ports: InventoryPorts, of inventory: InventoryID) -> StoreDriver {
        StoreDriver(
            ports: ports,
            useCases: InventoryUseCases(
                inventory: inventory, ports: ports, clock: SteppingClock(), publisher: RecordingPublisher(),
                role: .owner, author: .commandLine, secrets: CountingSecretGenerator()))
    }

    @discardableResult
    func addBox(_ title: String, items: [String]) async throws -> BoxNumber {
        let box = try await useCases.commands.provisionBox(ProvisionBoxRequest(title: title))
        for item in items {
            try await addItem(item, to: box)
        }
        return box
    }

    @discardableResult
    func addItem(_ title: String, to box: BoxNumber, note: String? = nil) async throws -> ItemNumber {
        try await useCases.commands.provisionItem(ProvisionItemRequest(box: box, title: title, note: note)).number
    }

    /// The titles of the items a search finds, in order.
    func find(_ text: String) async throws -> [String] {
        try await useCases.queries.search(text, .first, kinds: [.item]).items.entries.map(\.title.text)
    }
}
