import ToteApplication
import ToteDomain

extension StoreStateContainer {
    public func entries(of inventory: InventoryID, after sequence: Int64, limit: Int) async throws -> [HistoryEntry] {
        try await read { $0.feedEntries(of: inventory, after: sequence, limit: limit) }
    }

    public func latestSequence(of inventory: InventoryID) async throws -> Int64 {
        try await read { $0.latestSequence(of: inventory) }
    }

    public func latestSequence() async throws -> Int64 {
        try await read(\.latestSequence)
    }
}
