import Foundation
import GRDB
import ToteDomain

/// Random ids, and numbers from the inventory's counters, reserved inside the write transaction it is lent to:
/// the number is taken only if that transaction commits.
struct GRDBIdentityService: IdentityService {
    let db: Database
    let scope: InventoryScope

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber {
        try BoxNumber(InventoryTable.reserveNext(.boxNumber, in: scope, db))
    }

    func nextItemNumber() throws -> ItemNumber {
        try ItemNumber(InventoryTable.reserveNext(.itemNumber, in: scope, db))
    }
}
