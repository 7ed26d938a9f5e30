import Foundation
import ToteDomain

/// Input port for everything that reads an inventory. Queries change nothing.
public protocol InventoryQueries: Sendable {
    func listBoxes(_ listing: BoxListing) async throws -> Page<BoxSummary>
    /// One box with a page of its items. Throws ``InventoryError/boxNotFound(_:)`` for an unknown box.
    func showBox(_ number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail
    /// Throws ``InventoryError/itemNotFound(_:)`` for an unknown item.
    func showItem(_ number: ItemNumber) async throws -> ItemSummary
    /// Boxes and items matching what a person typed, boxes first, best matches first; when nothing matches, the
    /// same search with a typo forgiven. Throws ``ValidationError`` for text with nothing to search for.
    /// Where each of the boxes numbered `numbers` is: the places and boxes it is in, the outermost first; a box on
    /// its own has no entry. At most ``NumberSelection/maximum`` numbers.
    func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]]
    func search(_ text: String, _ page: PageRequest, kinds: [SearchHit.Kind]) async throws -> SearchResults
    /// Every box counted by status, mark and room: what the boxes list offers to filter by.
    func boxCounts() async throws -> BoxCounts
    /// Every room boxes go to, with how many have arrived (status arrived or unpacked).
    func arrivals() async throws -> [RoomArrivals]
    /// One room's boxes counted and listed; a room no box goes to has none.
    func arrivals(in room: Room) async throws -> RoomArrivalsDetail
    /// Every box, in the order of their numbers, handed to `write` a batch at a time as one moment of the inventory:
    /// a job whose progress counts rows and whose value is how many were written. What `write` throws fails the job.
    func exportBoxes(_ write: @escaping @Sendable ([BoxSummary]) throws -> Void) -> Job<Int>
    /// Every item with its box, as ``exportBoxes(_:)`` hands on boxes, with where every box is: the tree of boxes
    /// and places is read first, so that each item's path can be written.
    func exportItems(_ write: @escaping @Sendable ([ItemSummary], BoxTree) throws -> Void) -> Job<Int>
    /// The whole inventory as kept (counts, boxes, items, history), handed to `write` a part at a time as one moment
    /// of the inventory: a job whose progress counts boxes, items and events, and whose value is how many.
    func exportInventory(_ write: @escaping @Sendable (KeptPart) throws -> Void) -> Job<Int>
    /// The photos of a box or item in the order they were added. Throws ``InventoryError/boxNotFound(_:)`` or
    /// ``InventoryError/itemNotFound(_:)``.
    func photos(of subject: PhotoSubject) async throws -> [Photo]
    /// One photo's facts. Throws ``InventoryError/photoNotFound``.
    func photo(_ id: PhotoID) async throws -> Photo
    /// A photo's bytes, or its thumbnail's. Throws ``InventoryError/photoNotFound``.
    func photoContents(_ id: PhotoID, thumbnail: Bool) async throws -> PhotoContents
    /// The cover photo of each of `subjects` that has one, for lists to show.
    func covers(of subjects: [PhotoSubject]) async throws -> [PhotoSubject: Photo]
    /// Newest first; an import is one entry, its last event, unless one box's history is asked for. Throws
    /// ``InventoryError/boxNotFound(_:)`` for a box that never existed.
    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry>
    /// The changes an import made, oldest first. Throws ``InventoryError/batchNotFound`` for one the inventory's
    /// history does not hold.
    func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry>
}

extension InventoryQueries {
    /// ``paths(to:)`` of any number of boxes, asked ``NumberSelection/maximum`` at a time.
    public func paths(toAll numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]] {
        let distinct = Array(Set(numbers))
        var paths: [BoxNumber: [PathStep]] = [:]
        for start in stride(from: 0, to: distinct.count, by: NumberSelection.maximum) {
            let chunk = distinct[start..<min(start + NumberSelection.maximum, distinct.count)]
            paths.merge(try await self.paths(to: Array(chunk))) { $1 }
        }
        return paths
    }

    /// Every box, in the order of their numbers.
    public func listBoxes(_ page: PageRequest) async throws -> Page<BoxSummary> {
        try await listBoxes(.all(page))
    }

    /// Boxes and items matching what a person typed.
    public func search(_ text: String, _ page: PageRequest) async throws -> SearchResults {
        try await search(text, page, kinds: SearchHit.Kind.allCases)
    }

    /// One box with the first page of its items.
    public func showBox(_ number: BoxNumber) async throws -> BoxDetail {
        try await showBox(number, .first)
    }
}
