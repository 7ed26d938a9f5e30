import ToteDomain

/// Answers queries from a store's read model and turns absence into typed errors.
public struct InventoryQueryService: InventoryQueries {
    private let readModel: any InventoryReadModel

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

    public func findItems(_ text: String, _ page: PageRequest) async throws -> Page<ItemSummary> {
        try await readModel.items(matching: SearchTerms(text), page)
    }

    public func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        let history = try await readModel.history(of: box, page)
        if let box, history.totalCount == 0, try await readModel.box(numbered: box, .first) == nil {
            throw InventoryError.boxNotFound(box)
        }
        return history
    }
}
