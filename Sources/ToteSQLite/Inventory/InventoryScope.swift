import ToteDomain

/// The inventory an adapter works in, with the small integer key its item rows and index rows are numbered from.
struct InventoryScope: Sendable {
    /// Item and box numbers stay below this, so each inventory owns one block of rowids.
    static let itemRowIDBlock: Int64 = 1_000_000_000

    let id: InventoryID
    let key: Int64

    /// The rowid before the inventory's first: its block's start.
    var rowIDBase: Int64 { key * Self.itemRowIDBlock }

    /// The rowid of an item: its inventory's block plus its number, so rowid order is number order and
    /// the search index can be narrowed to one inventory by a rowid range.
    func itemRowID(_ number: ItemNumber) -> Int64 {
        rowIDBase + Int64(number.value)
    }

    /// The rowid of a box's row in the search index, numbered as items are.
    func boxRowID(_ number: BoxNumber) -> Int64 {
        rowIDBase + Int64(number.value)
    }

    /// Every rowid an item of this inventory, or a box's index row, can have.
    var rowIDs: ClosedRange<Int64> {
        rowIDBase + 1...rowIDBase + Int64(ItemNumber.maximum)
    }
}
