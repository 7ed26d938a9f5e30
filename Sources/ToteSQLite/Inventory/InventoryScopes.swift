import GRDB
import Synchronization
import ToteDomain

/// The scopes of the inventories a store has opened. An inventory's row is never deleted and its key never
/// changes, so a scope read once stays true, and opening an inventory again costs no read.
final class InventoryScopes: Sendable {
    private let known = Mutex<[InventoryID: InventoryScope]>([:])

    func scope(of inventory: InventoryID, in pool: DatabasePool) async throws -> InventoryScope {
        if let scope = known.withLock({ $0[inventory] }) { return scope }
        let scope = try await InventoryTable.scope(of: inventory, in: pool)
        known.withLock { $0[inventory] = scope }
        return scope
    }
}
