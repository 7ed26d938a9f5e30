import ToteDomain

/// The inventory row is gone although ``SQLiteStore/ports(for:)`` created it.
struct UnknownInventory: Error, CustomStringConvertible {
    let inventory: InventoryID

    var description: String { "the inventory \(inventory) is not in the database" }
}
