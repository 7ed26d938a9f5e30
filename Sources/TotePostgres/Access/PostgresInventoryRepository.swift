import ToteApplication
import ToteDomain

struct PostgresInventoryRepository: InventoryRepository {
    let database: PostgresDatabase

    func save(_ inventory: Inventory) async throws {
        try await database.write { sql in try await InventoryRows.save(inventory, sql) }
    }

    func inventory(_ id: InventoryID) async throws -> Inventory? {
        try await database.read { sql in try await InventoryRows.inventory(id, sql) }
    }
}
