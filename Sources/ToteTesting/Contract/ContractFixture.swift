import ToteApplication
import ToteDomain

/// One inventory of a fresh store, reachable through its ports and through the use cases.
struct ContractFixture {
    let store: any InventoryStore
    let inventory: InventoryID
    let ports: InventoryPorts
    let useCases: InventoryUseCases
    let publisher: RecordingPublisher

    static func make(_ makeStore: StoreFactory) async throws -> ContractFixture {
        try await make(on: makeStore(), inventory: Inventory.localID)
    }

    static func make(on store: any InventoryStore, inventory: InventoryID) async throws -> ContractFixture {
        let ports = try await store.ports(for: inventory)
        let publisher = RecordingPublisher()
        let useCases = InventoryUseCases(
            inventory: inventory, ports: ports, clock: SteppingClock(), publisher: publisher, role: .owner,
            author: .commandLine, secrets: CountingSecretGenerator())
        return ContractFixture(
            store: store, inventory: inventory, ports: ports, useCases: useCases, publisher: publisher)
    }

    var commands: any InventoryCommands { useCases.commands }
    var queries: any InventoryQueries { useCases.queries }

    @discardableResult
    func addBox(_ title: String, location: String? = nil) async throws -> BoxNumber {
        try await commands.provisionBox(ProvisionBoxRequest(title: title, location: location))
    }

    @discardableResult
    func addItem(_ title: String, to box: BoxNumber, quantity: Int = 1, note: String? = nil) async throws
        -> ItemNumber
    {
        try await commands.provisionItem(
            ProvisionItemRequest(box: box, title: title, quantity: try Quantity(quantity), note: note)
        ).number
    }

    /// The titles of the items a search finds, in the order returned.
    func find(_ text: String, page: PageRequest = .first) async throws -> [String] {
        try await queries.search(text, page, kinds: [.item]).items.entries.map(\.title.text)
    }

    /// What a search finds, in the order returned: "box Attic" and "item Kettle".
    func hits(_ text: String) async throws -> [String] {
        try await queries.search(text, .first).hits.map { hit in
            switch hit {
            case .box(let box): "box \(box.title)"
            case .item(let item): "item \(item.title)"
            }
        }
    }

    /// The items of a box, as its detail lists them, up to 500.
    func items(in box: BoxNumber) async throws -> [ItemSummary] {
        try await queries.showBox(box, PageRequest(size: 500)).items.entries
    }

    func history(of box: BoxNumber? = nil) async throws -> [HistoryEntry] {
        try await queries.history(of: box, PageRequest(size: 500)).entries
    }
}
