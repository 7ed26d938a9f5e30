import ToteApplication

/// Opens the inventory a command works on, once the command has read and checked its own arguments.
struct InventoryAccess: Sendable {
    let store: String?
    let openStore: ToteCommandLine.StoreOpener

    func useCases() async throws -> InventoryUseCases {
        try await openStore(store)
    }
}
