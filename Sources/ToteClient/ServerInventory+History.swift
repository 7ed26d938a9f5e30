import Foundation
import ToteApplication
import ToteDomain

/// The history, photos and exports of a server's inventory, as the query port reads them.
extension ServerInventory {
    public func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await history(.init(box: box?.value, page: page.number, perPage: page.size))
    }

    public func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await history(.init(batch: batch.uuidString.lowercased(), page: page.number, perPage: page.size))
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

    public func exportItems(_ write: @escaping @Sendable ([ItemSummary]) throws -> Void) -> Job<Int> {
        Self.unsupported("exporting", .rows)
    }

    public func exportInventory(_ write: @escaping @Sendable (KeptPart) throws -> Void) -> Job<Int> {
        Self.unsupported("exporting a whole inventory", .rows)
    }

    public func photos(of subject: PhotoSubject) async throws -> [Photo] {
        throw ServerUnsupported("listing photos")
    }

    public func photo(_ id: PhotoID) async throws -> Photo {
        throw ServerUnsupported("showing a photo")
    }

    public func photoContents(_ id: PhotoID, thumbnail: Bool) async throws -> PhotoContents {
        throw ServerUnsupported("fetching a photo")
    }

    public func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo] {
        throw ServerUnsupported("listing cover photos")
    }

    private static func unsupported(_ what: String, _ unit: JobProgress.Unit) -> Job<Int> {
        Job.start(JobProgress(unit: unit)) { _ in throw ServerUnsupported(what) }
    }
}
