import ToteApplication

extension StoreStateContainer {
    public func entries(after sequence: Int64, limit: Int) async throws -> [FeedEntry] {
        try await read { $0.feedEntries(after: sequence, limit: limit) }
    }

    public func latestSequence() async throws -> Int64 {
        try await read(\.latestSequence)
    }
}
