import Foundation
import ToteDomain

/// The query side of a store: read models built straight from storage, without loading aggregates.
public protocol InventoryReadModel: PhotoReadModel {
    /// The boxes a listing asks for, in its order.
    func boxes(_ listing: BoxListing) async throws -> Page<BoxSummary>
    /// A box with one page of its items, in the order of their numbers.
    func box(numbered number: BoxNumber, _ page: PageRequest) async throws -> BoxDetail?
    func item(numbered number: ItemNumber) async throws -> ItemSummary?
    /// One page of the boxes and items a plan finds (``SearchPlan/results(from:_:)``), at one moment where the store
    /// can hold one across the plan's reads; SQLite reads them in a few short reads.
    func search(_ plan: SearchPlan, _ page: PageRequest) async throws -> SearchResults
    /// Words of the box titles, locations and item titles within one typo of a folded word (the word itself among
    /// them if it is there), each with how many titles or locations hold it, as far as the store looked.
    func wordsResembling(_ word: String) async throws -> [String: Int]
    /// The places and boxes each of the boxes numbered `numbers` is in, the outermost first; a box on its own, or
    /// none of that number, has no entry. `numbers` is never empty.
    func paths(to numbers: [BoxNumber]) async throws -> [BoxNumber: [PathStep]]
    /// Every box counted by status, mark and room, at one moment.
    func boxCounts() async throws -> BoxCounts
    /// Every box in the order of their numbers, read at one moment and handed on `batch` at a time; `counted` first
    /// hears how many there are. What `body` throws ends the reading.
    func everyBox(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([BoxSummary]) throws -> Void
    ) async throws
    /// Every item with its box, in the order of their numbers, read as ``everyBox(batch:counted:_:)`` reads boxes.
    func everyItem(
        batch: Int, counted: @escaping @Sendable (Int) -> Void,
        _ body: @escaping @Sendable ([ItemSummary]) throws -> Void
    ) async throws
    /// The whole inventory as kept, read at one moment: its counts first, then every box, every item and every
    /// event, `batch` at a time. What `body` throws ends the reading.
    func everything(batch: Int, _ body: @escaping @Sendable (KeptPart) throws -> Void) async throws
    /// Events newest first: of the whole inventory, where a batch of changes (an import) is one entry, its last
    /// event; or every event concerning one box (as source or destination).
    func history(of box: BoxNumber?, _ page: PageRequest) async throws -> Page<HistoryEntry>
    /// Every event of one batch, oldest first; an empty page when the inventory has no such batch.
    func history(inBatch batch: UUID, _ page: PageRequest) async throws -> Page<HistoryEntry>
}

extension InventoryReadModel {
    /// Every box, in the order of their numbers.
    public func boxes(_ page: PageRequest) async throws -> Page<BoxSummary> {
        try await boxes(.all(page))
    }
}
