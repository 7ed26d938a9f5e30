import Foundation
import ToteApplication
import ToteDomain

/// The history of a server's inventory, and the exports the query port hands on a part at a time, which a server
/// makes as whole files instead (see ``InventoryFiles``).
extension ServerInventory {
    public func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await history(.init(box: box?.value, page: page.number, perPage: page.size))
    }

    public func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await history(.init(batch: batch.lowercasedText, page: page.number, perPage: page.size))
    }

    private func history(_ query: Operations.getHistory.Input.Query) async throws -> Page<HistoryEntry> {
        let page = try await access.call {
            try await access.server.client().getHistory(path: .init(inventoryId: path), query: query).ok.body.json
        }
        return try ServerReadings.page(
            try page.entries.map(ServerEvents.entry), number: page.page, size: page.perPage, total: page.totalCount)
    }

    public func exportBoxes(_ write: @escaping @Sendable ([BoxSummary]) throws -> Void) -> Job<Int> {
        Self.unsupported("exporting", .rows)
    }

    public func exportItems(_ write: @escaping @Sendable ([ItemSummary], BoxTree) throws -> Void) -> Job<Int> {
        Self.unsupported("exporting", .rows)
    }

    public func exportInventory(_ write: @escaping @Sendable (KeptPart) throws -> Void) -> Job<Int> {
        Self.unsupported("exporting a whole inventory", .rows)
    }

    private static func unsupported(_ what: String, _ unit: JobProgress.Unit) -> Job<Int> {
        Job.start(JobProgress(unit: unit)) { _ in throw ServerUnsupported(what) }
    }
}
