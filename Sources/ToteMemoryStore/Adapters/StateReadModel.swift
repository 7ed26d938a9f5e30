import Foundation
import ToteApplication
import ToteDomain

/// ``InventoryReadModel`` over a ``StoreStateContainer``; it scans, which suits the small inventories kept this way.
struct StateReadModel<Container: StoreStateContainer>: InventoryReadModel {
    let container: Container
    let inventory: InventoryID

    func boxes(_ listing: BoxListing) async throws -> Page<BoxSummary> {
        try await container.read { [inventory] in $0.boxes(listing, in: inventory) }
    }

    func box(numbered number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail? {
        try await container.read { [inventory] in $0.box(detailNumbered: number, page, in: inventory) }
    }

    func item(numbered number: ItemNumber) async throws -> ItemSummary? {
        try await container.read { [inventory] in $0.item(numbered: number, in: inventory) }
    }

    func search(_ plan: SearchPlan, _ page: PageRequest) async throws -> SearchResults {
        // The plan reads a copy of the state, so its counts and hits come from one moment.
        let state = try await container.read { $0 }
        return try await plan.results(from: state.searchSource(of: inventory), page)
    }

    func wordsResembling(_ word: String) async throws -> [String: Int] {
        try await container.read { [inventory] in $0.searchSource(of: inventory).wordsResembling(word) }
    }

    func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        try await container.read { [inventory] in $0.paths(to: numbers, in: inventory) }
    }

    func boxCounts() async throws -> BoxCounts {
        try await container.read { [inventory] in $0.boxCounts(in: inventory) }
    }

    func everyBox(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([BoxSummary]) throws -> Void
    ) async throws {
        try await container.read { [inventory] state in
            let boxes = state.allBoxes(in: inventory)
            counted(boxes.count)
            for start in stride(from: 0, to: boxes.count, by: batch) {
                try body(Array(boxes[start..<min(start + batch, boxes.count)]))
            }
        }
    }

    func everyItem(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([ItemSummary]) throws -> Void
    ) async throws {
        try await container.read { [inventory] state in
            let items = Array(state.allItems(in: inventory))
            counted(items.count)
            for start in stride(from: 0, to: items.count, by: batch) {
                try body(Array(items[start..<min(start + batch, items.count)]))
            }
        }
    }

    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await container.read { [inventory] in $0.history(of: box, page, in: inventory) }
    }

    func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry> {
        try await container.read { [inventory] in $0.history(inBatch: batch, page, in: inventory) }
    }
}

extension StateReadModel {
    func everything(batch: Int, _ body: @escaping @Sendable (KeptPart) throws -> Void) async throws {
        try await container.read { [inventory] state in
            let record = state[inventory]
            let photos = record.photos.compactMap { stored in
                state.subject(shown: stored.shown, in: inventory).map { subject in
                    KeptPhoto(
                        photo: stored.photo(of: subject), original: stored.file(thumbnail: false),
                        thumbnail: stored.thumbnailData == nil ? nil : stored.file(thumbnail: true))
                }
            }
            try body(
                .start(
                    KeptCounts(
                        nextBoxNumber: record.nextBoxNumber, nextItemNumber: record.nextItemNumber,
                        boxes: record.boxes.count, items: record.items.count, events: record.events.count,
                        photos: photos.count)))
            let boxes = Dictionary(uniqueKeysWithValues: record.boxes.map { ($0.id, $0) })
            for start in stride(from: 0, to: record.boxes.count, by: batch) {
                try body(
                    .boxes(
                        record.boxes[start..<min(start + batch, record.boxes.count)].map {
                            KeptBox(box: $0.aggregate, importKey: $0.importKey)
                        }))
            }
            for start in stride(from: 0, to: record.items.count, by: batch) {
                try body(
                    .items(
                        record.items[start..<min(start + batch, record.items.count)].map { item in
                            // The foreign key of the stored state: an item's box is always there.
                            KeptItem(item: item.aggregate(in: boxes[item.box]!), importKey: item.importKey)
                        }))
            }
            for start in stride(from: 0, to: photos.count, by: batch) {
                try body(.photos(Array(photos[start..<min(start + batch, photos.count)])))
            }
            for start in stride(from: 0, to: record.events.count, by: batch) {
                try body(.events(record.events[start..<min(start + batch, record.events.count)].map(\.event)))
            }
        }
    }
}

extension StoreState {
    /// Every box and item of an inventory, to be searched by scanning.
    fileprivate func searchSource(of inventory: InventoryID) -> ScanningSearchSource {
        ScanningSearchSource(boxes: allBoxes(in: inventory), items: allItems(in: inventory))
    }
}
