import ToteDomain

/// The inventory an adapter works in, with the small integer key its item rows are numbered from.
struct InventoryScope: Sendable {
    /// Item numbers stay below this, so each inventory owns one block of item rowids.
    static let itemRowIDBlock: Int64 = 1_000_000_000

    let id: InventoryID
    let key: Int64

    /// The rowid of an item: its inventory's block plus its number, so rowid order is number order and
    /// the search index can be narrowed to one inventory by a rowid range.
    func itemRowID(_ number: ItemNumber) -> Int64 {
        key * Self.itemRowIDBlock + Int64(number.value)
    }

    /// Every rowid an item of this inventory can have.
    var itemRowIDs: ClosedRange<Int64> {
        key * Self.itemRowIDBlock + 1...key * Self.itemRowIDBlock + Int64(ItemNumber.maximum)
    }
}
