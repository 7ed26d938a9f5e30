import Testing
import ToteSQLite
import ToteTesting

@Suite("SQLiteStore transfer contract")
struct SQLiteTransferContractTests {
    @Test(arguments: TransferContract.cases)
    func contract(_ check: TransferContractCase) async throws {
        try await TemporaryDirectory.with { directory in
            try await check.run { try await SQLiteStore.open(at: directory.temporaryPath()) }
        }
    }
}
