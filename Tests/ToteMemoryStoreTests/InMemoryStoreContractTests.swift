import Testing
import ToteMemoryStore
import ToteTesting

@Suite("In-memory store contract")
struct InMemoryStoreContractTests {
    @Test(arguments: StoreContract.cases)
    func contract(_ check: StoreContractCase) async throws {
        try await check.run { InMemoryStore() }
    }
}

@Suite("In-memory store access contract")
struct InMemoryAccessContractTests {
    @Test(arguments: AccessContract.cases)
    func contract(_ check: AccessContractCase) async throws {
        try await check.run { InMemoryStore() }
    }
}

@Suite("In-memory store transfer contract")
struct InMemoryTransferContractTests {
    @Test(arguments: TransferContract.cases)
    func contract(_ check: TransferContractCase) async throws {
        try await check.run { InMemoryStore() }
    }
}

@Suite("In-memory store feed contract")
struct InMemoryFeedContractTests {
    @Test(arguments: FeedContract.cases)
    func contract(_ check: FeedContractCase) async throws {
        try await check.run { InMemoryStore() }
    }
}
