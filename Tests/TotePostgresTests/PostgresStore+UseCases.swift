import ToteApplication
import ToteDomain
import TotePostgres
import ToteTesting

extension PostgresStore {
    /// The use cases of one of the store's inventories, as its owner working from the command line.
    func ownerUseCases(of inventory: InventoryID) async throws -> InventoryUseCases {
        InventoryUseCases(
            inventory: inventory, ports: try await ports(for: inventory), clock: SteppingClock(),
            publisher: RecordingPublisher(), role: .owner, author: .commandLine, secrets: CountingSecretGenerator())
    }
}
