import Foundation
import ToteDomain

/// Hands out fixed ids and counts up numbers from 1, remembering how many of each it reserved.
final class SpyIdentityService: IdentityService {
    let boxID = BoxID(UUID())
    let itemID = ItemID(UUID())
    private let failure: (any Error)?
    private(set) var reservedBoxNumbers: [BoxNumber] = []
    private(set) var reservedItemNumbers: [ItemNumber] = []

    init(failingWith failure: (any Error)? = nil) {
        self.failure = failure
    }

    func nextBoxID() -> BoxID { boxID }

    func nextItemID() -> ItemID { itemID }

    func nextBoxNumber() throws -> BoxNumber {
        if let failure { throw failure }
        let number = try BoxNumber(reservedBoxNumbers.count + 1)
        reservedBoxNumbers.append(number)
        return number
    }

    func nextItemNumber() throws -> ItemNumber {
        if let failure { throw failure }
        let number = try ItemNumber(reservedItemNumbers.count + 1)
        reservedItemNumbers.append(number)
        return number
    }
}
