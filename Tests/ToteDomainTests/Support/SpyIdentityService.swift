import Foundation
import ToteDomain

/// Hands out fixed ids and counts up numbers from 1, remembering how many of each it reserved.
actor SpyIdentityService: IdentityService {
    nonisolated let boxID = BoxID(UUID())
    nonisolated let itemID = ItemID(UUID())
    private let failure: (any Error)?
    private(set) var reservedBoxNumbers: [BoxNumber] = []
    private(set) var reservedItemNumbers: [ItemNumber] = []

    init(failingWith failure: (any Error)? = nil) {
        self.failure = failure
    }

    nonisolated func nextBoxID() -> BoxID { boxID }

    nonisolated func nextItemID() -> ItemID { itemID }

    func nextBoxNumber() async throws -> BoxNumber {
        if let failure { throw failure }
        let number = try BoxNumber(reservedBoxNumbers.count + 1)
        reservedBoxNumbers.append(number)
        return number
    }

    func nextItemNumber() async throws -> ItemNumber {
        if let failure { throw failure }
        let number = try ItemNumber(reservedItemNumbers.count + 1)
        reservedItemNumbers.append(number)
        return number
    }
}
