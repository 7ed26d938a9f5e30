import ToteDomain

/// Identities for one provision: new identities at random, and the numbers reserved for it beforehand in its
/// transaction (the domain asks for them synchronously). Asking for a number not reserved is a programming error.
final class ReservedIdentities: IdentityService {
    private var boxNumbers: ArraySlice<Int>
    private var itemNumbers: ArraySlice<Int>

    init(boxNumbers: some Sequence<Int> = [], itemNumbers: some Sequence<Int> = []) {
        self.boxNumbers = ArraySlice(boxNumbers)
        self.itemNumbers = ArraySlice(itemNumbers)
    }

    func nextBoxID() -> BoxID { BoxID.random() }

    func nextItemID() -> ItemID { ItemID.random() }

    func nextBoxNumber() throws -> BoxNumber {
        guard let number = boxNumbers.popFirst() else { throw NumberNotReserved() }
        return try BoxNumber(number)
    }

    func nextItemNumber() throws -> ItemNumber {
        guard let number = itemNumbers.popFirst() else { throw NumberNotReserved() }
        return try ItemNumber(number)
    }

    /// The numbers reserved and not handed out.
    var unused: (boxes: Int, items: Int) { (boxNumbers.count, itemNumbers.count) }
}

struct NumberNotReserved: Error, CustomStringConvertible {
    var description: String { "a number was asked for that the transaction had not reserved" }
}
