import Foundation
import ToteDomain

/// Hands out numbers from an inventory's counters during one write; the counters are stored only if it succeeds.
final class CounterIdentities: IdentityService {
    private var nextBox: Int
    private var nextItem: Int

    init(_ record: InventoryRecord) {
        nextBox = record.nextBoxNumber
        nextItem = record.nextItemNumber
    }

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber {
        let number = try BoxNumber(nextBox)
        nextBox += 1
        return number
    }

    func nextItemNumber() throws -> ItemNumber {
        let number = try ItemNumber(nextItem)
        nextItem += 1
        return number
    }

    /// Starts the counters from the given numbers: 1 for an inventory that starts again.
    func reset(nextBox: Int = 1, nextItem: Int = 1) {
        self.nextBox = nextBox
        self.nextItem = nextItem
    }

    func store(in record: inout InventoryRecord) {
        record.nextBoxNumber = nextBox
        record.nextItemNumber = nextItem
    }
}
