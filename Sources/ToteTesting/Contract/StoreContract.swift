/// The behaviour every store adapter must show. Run it with a parameterized test:
///
/// ```swift
/// @Test(arguments: StoreContract.cases)
/// func contract(_ check: StoreContractCase) async throws {
///     try await check.run { try await MyStore.open(at: temporaryPath()) }
/// }
/// ```
public enum StoreContract {
    /// Every case, with a box of 10,000 items where one is emptied.
    public static var cases: [StoreContractCase] { cases(largeBox: 10_000) }

    /// Every case, with a box of `largeBox` items where one is emptied and (up to 2,000) items searched for many
    /// substrings: a store that rewrites all its data on every write runs them smaller.
    public static func cases(largeBox: Int) -> [StoreContractCase] {
        boxCases + itemCases + concurrencyCases + versionCases + [emptyingLargeBox(largeBox)] + searchCases
            + [searchRecall(items: min(largeBox, 2_000))] + historyCases + isolationCases + undoCases + movingCases
            + exportCases + importCases + keptCases + photoCases + containmentCases + [movingLargeContainer(largeBox)]
            + manyItemsCases + placeCases + rehomingCases
    }
}
