import Foundation
import ToteDomain

/// ``IdentityService`` over a ``StoreStateContainer``: random ids, counters kept with the inventory.
struct StateIdentityService<Container: StoreStateContainer>: IdentityService {
    let container: Container
    let inventory: InventoryID

    func nextBoxID() -> BoxID { BoxID(UUID()) }

    func nextItemID() -> ItemID { ItemID(UUID()) }

    func nextBoxNumber() async throws -> BoxNumber {
        try await container.write { [inventory] in try $0.reserveBoxNumber(in: inventory) }
    }

    func nextItemNumber() async throws -> ItemNumber {
        try await container.write { [inventory] in try $0.reserveItemNumber(in: inventory) }
    }
}
