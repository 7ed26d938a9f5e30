import Foundation
import Testing
import ToteFileStore
import ToteTesting

@Suite("Property-list store contract")
struct PropertyListStoreContractTests {
    /// The file is rewritten whole on every change, so filling the large box costs the square of its size.
    @Test(arguments: StoreContract.cases(largeBox: 1_000))
    func contract(_ check: StoreContractCase) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await check.run { try await PropertyListStore.open(at: directory.path("\(UUID()).plist")) }
    }
}

@Suite("Property-list store access contract")
struct PropertyListAccessContractTests {
    @Test(arguments: AccessContract.cases)
    func contract(_ check: AccessContractCase) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await check.run { try await PropertyListStore.open(at: directory.path("\(UUID()).plist")) }
    }
}

@Suite("Property-list store transfer contract")
struct PropertyListTransferContractTests {
    @Test(arguments: TransferContract.cases)
    func contract(_ check: TransferContractCase) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await check.run { try await PropertyListStore.open(at: directory.path("\(UUID()).plist")) }
    }
}

@Suite("Property-list store feed contract")
struct PropertyListFeedContractTests {
    @Test(arguments: FeedContract.cases)
    func contract(_ check: FeedContractCase) async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try await check.run { try await PropertyListStore.open(at: directory.path("\(UUID()).plist")) }
    }
}
