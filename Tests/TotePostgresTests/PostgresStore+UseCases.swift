import ToteApplication
import ToteDomain
import ToteTesting

@testable import TotePostgres

extension PostgresStore {
    /// The use cases of one of the store's inventories, as its owner working from the command line.
    func ownerUseCases(of inventory: InventoryID) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: inventory, ports: try await ports(for: inventory), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
    }

    /// The import repository of the store's local inventory, made with its owner's use cases.
    func localImports() async throws -> PostgresImportRepository {
        _ = try await ownerUseCases(of: Inventory.localID)
        return PostgresImportRepository(database: database, inventory: Inventory.localID)
    }
}
