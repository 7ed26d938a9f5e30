import GRDB
import ToteApplication
import ToteDomain

/// Stores the names of inventories in the rows that also hold their counters.
struct GRDBInventoryRepository: InventoryRepository {
    let pool: DatabasePool

    func save(_ inventory: Inventory) async throws {
        try await pool.writing { db in try InventoryTable.save(inventory, db) }
    }

    func inventory(_ id: InventoryID) async throws -> Inventory? {
        try await pool.read { db in try InventoryTable.inventory(id, db) }
    }
}
