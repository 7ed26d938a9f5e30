import Testing
import ToteSQLite
import ToteTesting

@Suite("SQLiteStore contract")
struct SQLiteStoreContractTests {
    @Test(arguments: StoreContract.cases)
    func contract(_ check: StoreContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()) }
        }
    }
}

@Suite("SQLite shared jobs contract")
struct SQLiteSharedJobsContractTests {
    @Test(arguments: SharedJobsContract.cases)
    func contract(_ check: SharedJobsContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()).sharedJobs() }
        }
    }
}

@Suite("SQLite kept answers contract")
struct SQLiteKeptAnswersContractTests {
    @Test(arguments: SharedAnswersContract.cases)
    func contract(_ check: SharedAnswersContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()).sharedAnswers() }
        }
    }
}

@Suite("SQLite feed contract")
struct SQLiteFeedContractTests {
    @Test(arguments: FeedContract.cases)
    func contract(_ check: FeedContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()) }
        }
    }
}
