import Testing
import TotePostgres
import ToteTesting

@Suite("PostgresStore contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresStoreContractTests {
    @Test(arguments: StoreContract.cases)
    func contract(_ check: StoreContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore() }
        }
    }
}

@Suite("PostgresStore access contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresAccessContractTests {
    @Test(arguments: AccessContract.cases)
    func contract(_ check: AccessContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore() }
        }
    }
}

@Suite("PostgresStore transfer contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresTransferContractTests {
    @Test(arguments: TransferContract.cases)
    func contract(_ check: TransferContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore() }
        }
    }
}

@Suite("PostgreSQL shared answers contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresSharedAnswersContractTests {
    @Test(arguments: SharedAnswersContract.cases)
    func contract(_ check: SharedAnswersContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore().sharedAnswers() }
        }
    }
}

@Suite("PostgreSQL shared jobs contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresSharedJobsContractTests {
    @Test(arguments: SharedJobsContract.cases)
    func contract(_ check: SharedJobsContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore().sharedJobs() }
        }
    }
}

@Suite("PostgresStore feed contract", .enabled(if: TestDatabases.isConfigured, TestDatabases.skipped))
struct PostgresFeedContractTests {
    @Test(arguments: FeedContract.cases)
    func contract(_ check: FeedContractCase) async throws {
        try await TestDatabases.with { databases in
            try await check.run { try await databases.makeStore() }
        }
    }
}
