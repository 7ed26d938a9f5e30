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

    public func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        let distinct = Array(Set(numbers))
        guard !distinct.isEmpty else { return [:] }
        guard distinct.count <= NumberSelection.maximum else {
            throw ValidationError.tooMany(.boxNumbers, maximum: NumberSelection.maximum, actual: distinct.count)
        }
        return try await readModel.paths(to: distinct)
    }

    public func search(_ text: String, _ page: PageRequest, kinds: [SearchHit.Kind]) async throws -> SearchResults {
        try await ForgivingSearch.results(
            for: text, kinds: kinds, answer: { try await readModel.search($0, page) },
            resembling: { try await readModel.wordsResembling($0) })
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
