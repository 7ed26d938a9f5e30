/// A part of the results, in the order they are shown: the box and item a number names, then boxes, then items.
public enum SearchSegment: Hashable, Sendable {
    /// The box or item with this number, if there is one.
    case numbered(SearchHit.Kind, Int)
    /// Boxes or items meeting a condition but not the one of the tier before, in the order of their numbers,
    /// without the one a number found already.
    case matching(SearchHit.Kind, SearchCondition, excluding: SearchCondition?, exceptNumber: Int?)

    /// Whether the segment holds boxes or items.
    public var kind: SearchHit.Kind {
        switch self {
        case .numbered(let kind, _), .matching(let kind, _, _, _): kind
        }
    }
}

/// The searched fields of one box or item, as ``SearchDocument`` text, to rank it by.
public struct SearchFields: Sendable {
    public let number: Int
    let titleBytes: [UInt8]
    /// A box's location and note, an item's note: those it has.
    let otherBytes: [[UInt8]]

    public init(number: Int, title: String, others: [String]) {
        self.number = number
        titleBytes = Array(title.utf8)
        otherBytes = others.map { Array($0.utf8) }
    }

    func meets(_ condition: SearchCondition) -> Bool {
        condition.holds(self)
    }
}

/// Where a search's segments are counted and read; a store reads them at one moment where it can.
public protocol SearchSource {
    /// The numbers of the segment's boxes or items, in order, up to a limit: counted, or read as hits.
    func numbers(_ segment: SearchSegment, limit: Int) async throws -> [Int]
    /// The fields of the boxes or items with these numbers, to rank a few hits at once.
    func fields(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchFields]
    /// The boxes or items with these numbers, in that order.
    func hits(_ kind: SearchHit.Kind, numbered numbers: [Int]) async throws -> [SearchHit]
}
