import Foundation
import GRDB
import ToteDomain

/// Random ids, and numbers from the inventory's counters, reserved atomically so that every process
/// writing the same file gets its own.
struct GRDBIdentityService: IdentityService {
    let pool: DatabasePool
    let scope: InventoryScope

    func nextBoxID() -> BoxID { BoxID(UUID()) }

    func nextItemID() -> ItemID { ItemID(UUID()) }

    func nextBoxNumber() async throws -> BoxNumber {
        try BoxNumber(await reserve(.boxNumber))
    }

    func nextItemNumber() async throws -> ItemNumber {
        try ItemNumber(await reserve(.itemNumber))
    }

    private func reserve(_ counter: InventoryTable.Counter) async throws -> Int {
        try await pool.writeImmediately { [scope] db in
            try InventoryTable.reserveNext(counter, in: scope, db)
        }
    }
}
