import Foundation
import ToteDomain

/// Answers queries from a store's read model and turns absence into typed errors.
public struct InventoryQueryService: InventoryQueries {
    let readModel: any InventoryReadModel

    public init(readModel: any InventoryReadModel) {
        self.readModel = readModel
    }

    public func listBoxes(_ listing: BoxListing) async throws -> Page<BoxSummary> {
        try await readModel.boxes(listing)
    }

    public func showBox(_ number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail {
        guard let detail = try await readModel.box(numbered: number, page) else {
            throw InventoryError.boxNotFound(number)
        }
        return detail
    }

    public func showItem(_ number: ItemNumber) async throws -> ItemSummary {
        guard let item = try await readModel.item(numbered: number) else { throw InventoryError.itemNotFound(number) }
        return item
    }

    public func search(_ text: String, _ page: PageRequest, kinds: [SearchHit.Kind]) async throws -> SearchResults {
        let query = try SearchQuery(text)
        let results = try await readModel.search(SearchPlan(query, kinds: kinds), page)
        guard results.totalCount == 0, let corrected = try await forgivingTypos(in: query) else { return results }
        let correctedResults = try await readModel.search(SearchPlan(corrected, kinds: kinds), page)
        return correctedResults.totalCount == 0 ? results : correctedResults.correcting(query.text)
    }

    /// The query with each long word that no title or location holds replaced by the commonest word one typo
    /// away; nil when there is none.
    private func forgivingTypos(in query: SearchQuery) async throws -> SearchQuery? {
        var replacements: [String: String] = [:]
        for term in query.terms where term.forgivesTypo {
            let word = term.words[0]
            let resembling = try await readModel.wordsResembling(word)
            guard resembling[word] == nil else { continue }
            let best = resembling.max { ($0.value, $1.key) < ($1.value, $0.key) }
            replacements[word] = best?.key
        }
        return replacements.isEmpty ? nil : query.replacing(replacements)
    }

    public func boxCounts() async throws -> BoxCounts {
        try await readModel.boxCounts()
    }

    public func arrivals() async throws -> [RoomArrivals] {
        try await readModel.boxCounts().rooms
    }

    public func arrivals(in room: Room) async throws -> RoomArrivalsDetail {
        var listing = BoxListing.all(try PageRequest(size: PageRequest.sizes.upperBound))
        listing.room = room
        let boxes = try await readModel.boxes(listing).entries
        let key = BoxListing.Order.folded(room.text)
        let counted = try await readModel.boxCounts().rooms.first { BoxListing.Order.folded($0.room.text) == key }
        return RoomArrivalsDetail(
            arrivals: counted ?? RoomArrivals(room: room, expected: 0, arrived: 0), boxes: boxes)
    }

    public func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        let history = try await readModel.history(of: box, page)
        if let box, history.totalCount == 0, try await readModel.box(numbered: box, .first) == nil {
            throw InventoryError.boxNotFound(box)
        }
        return history
    }

    public func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        let history = try await readModel.history(inBatch: batch, page)
        guard history.totalCount > 0 else { throw InventoryError.batchNotFound }
        return history
    }
}
