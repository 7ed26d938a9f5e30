/// The behaviour every store adapter must show. Run it with a parameterized test:
///
/// ```swift
/// @Test(arguments: StoreContract.cases)
/// func contract(_ check: StoreContractCase) async throws {
///     try await check.run { try await MyStore.open(at: temporaryPath()) }
/// }
/// ```
public enum StoreContract {
    public static var cases: [StoreContractCase] {
        boxCases + itemCases + concurrencyCases + searchCases + historyCases + isolationCases
    }
}
