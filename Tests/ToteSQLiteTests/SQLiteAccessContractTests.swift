import Testing
import ToteSQLite
import ToteTesting

@Suite("SQLiteStore access contract")
struct SQLiteAccessContractTests {
    @Test(arguments: AccessContract.cases)
    func contract(_ check: AccessContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()) }
        }
    }
}
