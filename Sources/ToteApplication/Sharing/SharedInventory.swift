import Foundation
import Synchronization
import ToteDomain

/// What a share link shows, and nothing more: the boxes of its scope, with their items and photos, and a search
/// among them. It has no history, no members and no change at all; a box, item or photo outside the scope is
/// answered as if it did not exist.
public struct SharedInventory: Sendable {
    public let link: ShareLink
    public let inventoryName: InventoryName
    let queries: any InventoryQueries

    public init(link: ShareLink, inventoryName: InventoryName, queries: any InventoryQueries) {
        self.link = link
        self.inventoryName = inventoryName
        self.queries = queries
    }

    public var scope: ShareScope { link.scope }

    /// The shared boxes a listing asks for, in its order, with their cover photos.
    public func boxes(_ listing: BoxListing) async throws -> SharedBoxes {
        let page = try await queries.listBoxes(scope.narrowing(listing))
        return SharedBoxes(page: page, covers: try await queries.covers(of: page.entries.map { .box($0.number) }))
    }

    /// A shared box with a page of its items, its photos and the cover photos of the items on the page. Throws
    /// ``InventoryError/boxNotFound(_:)`` for a box that is not there or not shared.
    public func box(_ number: BoxNumber, _ page: PageRequest) async throws -> SharedBox {
        try requireListed(number)
        let detail = try await queries.showBox(number, page)
        guard scope.includes(detail.box) else { throw InventoryError.boxNotFound(number) }
        return SharedBox(
            detail: detail, photos: try await queries.photos(of: .box(number)),
            covers: try await queries.covers(of: detail.items.entries.map { .item($0.number) }))
    }

    /// The shared boxes and items matching what a person typed, as a member's search finds them among these alone,
    /// with the cover photos of those found. A share of the whole inventory searches with the store's index; a share
    /// of a room or of boxes reads what it shares and searches that, so its cost grows with what it shares.
    public func search(_ text: String, _ page: PageRequest) async throws -> SearchFindings {
        let results: SearchResults
        if scope == .inventory {
            results = try await queries.search(text, page)
        } else {
            var source: ScanningSearchSource?
            func shared() async throws -> ScanningSearchSource {
                if let source { return source }
                let loaded = try await scanningSource()
                source = loaded
                return loaded
            }
            results = try await ForgivingSearch.results(
                for: text, kinds: SearchHit.Kind.allCases, answer: { try await $0.results(from: shared(), page) },
                resembling: { try await shared().wordsResembling($0) })
        }
        return SearchFindings(results: results, covers: try await queries.covers(of: results.hits.map(\.subject)))
    }

    /// A photo's facts, if it shows a shared box or an item in one. Throws ``InventoryError/photoNotFound``
    /// otherwise.
    public func photo(_ id: PhotoID) async throws -> Photo {
        let photo = try await queries.photo(id)
        do {
            switch photo.subject {
            case .box(let number): try await requireShared(number)
            case .item(let number): try await requireShared(try await queries.showItem(number).box.number)
            }
        } catch is InventoryError {
            throw InventoryError.photoNotFound
        }
        return photo
    }

    /// A photo's facts and bytes, or its thumbnail's, as ``photo(_:)`` allows.
    public func photoContents(_ id: PhotoID, thumbnail: Bool) async throws -> PhotoContents {
        _ = try await photo(id)
        return try await queries.photoContents(id, thumbnail: thumbnail)
    }

    /// The shared boxes a change concerns, which is all a page opened with the link learns of it: nil where the
    /// scope cannot tell without a read (a room's, for a change that is not of a box's room), an empty list for a
    /// change of no shared box.
    public func boxes(concernedBy event: DomainEvent) -> [BoxNumber]? {
        let concerned = [event.box.number] + (event.sourceBox.map { [$0.number] } ?? [])
        switch scope {
        case .inventory:
            return concerned
        case .boxes(let numbers):
            return concerned.filter(numbers.contains)
        case .room(let room):
            guard case .boxRoomChanged(let from, let to) = event.change else { return nil }
            let key = BoxListing.Order.folded(room.text)
            return [from, to].contains { $0.map { BoxListing.Order.folded($0.text) } == key } ? concerned : []
        }
    }

    /// Throws ``InventoryError/boxNotFound(_:)`` unless the box is there and shared.
    private func requireShared(_ number: BoxNumber) async throws {
        try requireListed(number)
        guard scope != .inventory else { return }
        let found = try await queries.listBoxes(BoxListing(page: try PageRequest(size: 1), numbers: [number]))
        guard let box = found.entries.first, scope.includes(box) else { throw InventoryError.boxNotFound(number) }
    }

    /// A share of boxes answers for others without reading them, so that it tells nothing of them.
    private func requireListed(_ number: BoxNumber) throws(InventoryError) {
        if case .boxes(let numbers) = scope, !numbers.contains(number) { throw .boxNotFound(number) }
    }

    /// Every shared box and every item in them, in the order of their numbers, to search by scanning: read a box at a
    /// time, or, where the link shares a tenth of the boxes or more, in one read of every item, which then costs less.
    private func scanningSource() async throws -> ScanningSearchSource {
        let boxes = try await Self.everyBox(of: scope, from: queries)
        let all = try await queries.listBoxes(.all(try PageRequest(size: 1))).totalCount
        guard boxes.count * 10 < all else {
            let shared = Set(boxes.map(\.number))
            let items = ItemsRead()
            _ = try await queries.exportItems { batch, _ in
                items.append(batch.filter { shared.contains($0.box.number) })
            }
            .value()
            return ScanningSearchSource(boxes: boxes, items: items.all)
        }
        var items: [ItemSummary] = []
        for box in boxes where box.itemCount > 0 {
            items += try await Page.whole { try await queries.showBox(box.number, $0).items }.entries
        }
        return ScanningSearchSource(boxes: boxes, items: items.sorted { $0.number < $1.number })
    }

    /// Every box of a scope, in the order of their numbers.
    static func everyBox(of scope: ShareScope, from queries: any InventoryQueries) async throws -> [BoxSummary] {
        try await Page.whole { try await queries.listBoxes(scope.narrowing(.all($0))) }.entries
    }
}

/// A page of shared boxes as a list shows them.
public struct SharedBoxes: Sendable {
    public let page: Page<BoxSummary>
    public let covers: [PhotoSubject: Photo]
}

/// A shared box as its page shows it.
public struct SharedBox: Sendable {
    public let detail: BoxDetail
    public let photos: [Photo]
    /// The cover photos of the items on the page.
    public let covers: [PhotoSubject: Photo]
}

/// What a search found, with the cover photos of the boxes and items found, as a page lists them.
public struct SearchFindings: Sendable {
    public let results: SearchResults
    public let covers: [PhotoSubject: Photo]
    /// Where each box found, and each found item's box, is: the places and boxes it is in. Empty where what is
    /// shared is only the boxes shared.
    public let paths: [BoxNumber: [PathStep]]

    public init(results: SearchResults, covers: [PhotoSubject: Photo], paths: [BoxNumber: [PathStep]] = [:]) {
        self.results = results
        self.covers = covers
        self.paths = paths
    }
}

/// The items an export hands over a batch at a time, gathered.
private final class ItemsRead: Sendable {
    private let items = Mutex<[ItemSummary]>([])

    func append(_ batch: [ItemSummary]) {
        items.withLock { $0 += batch }
    }

    var all: [ItemSummary] { items.withLock { $0 } }
}
