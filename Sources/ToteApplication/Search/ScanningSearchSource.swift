import Foundation
import ToteDomain

/// Search by scanning: each box and item with the ``SearchDocument`` text of its fields, made once per search,
/// checked against each segment's condition. The memory and property-list stores search so, and so does a share
/// link that shows part of an inventory.
public struct ScanningSearchSource: SearchSource {
    private struct Searched {
        let hit: SearchHit
        let fields: SearchFields
        /// The title, and a box's location if it has one: where typos are looked for.
        let named: [String]

        init(_ hit: SearchHit, number: Int, title: String, location: String? = nil, note: String?) {
            self.hit = hit
            let location = location.map(SearchDocument.text(of:))
            named = [SearchDocument.text(of: title)] + [location].compactMap { $0 }
            fields = SearchFields(
                number: number, title: named[0],
                others: [location, note.map(SearchDocument.text(of:))].compactMap { $0 })
        }

        func meets(_ condition: SearchCondition) -> Bool {
            condition.holds(fields)
        }
    }

    private let boxes: [Searched]
    private let items: [Searched]

    public init(boxes: some Sequence<BoxSummary>, items: some Sequence<ItemSummary>) {
        self.boxes = boxes.map { box in
            Searched(
                .box(box), number: box.number.value, title: box.title.text, location: box.location?.text,
                note: box.note?.text)
        }
        self.items = items.map { item in
            Searched(.item(item), number: item.number.value, title: item.title.text, note: item.note?.text)
        }
    }

    public func numbers(_ segment: SearchSegment, limit: Int) throws -> [Int] {
        matching(segment).prefix(limit).map(\.fields.number)
    }

    public func fields(_ kind: SearchHit.Kind, numbered numbers: [Int]) throws -> [SearchFields] {
        let wanted = Set(numbers)
        return searched(kind).filter { wanted.contains($0.fields.number) }.map(\.fields)
    }

    public func hits(_ kind: SearchHit.Kind, numbered numbers: [Int]) throws -> [SearchHit] {
        let byNumber = Dictionary(uniqueKeysWithValues: searched(kind).map { ($0.fields.number, $0.hit) })
        return numbers.compactMap { byNumber[$0] }
    }

    /// Every box or item of a segment, in number order.
    private func matching(_ segment: SearchSegment) -> [Searched] {
        switch segment {
        case .numbered(let kind, let number):
            return searched(kind).filter { $0.fields.number == number }
        case .matching(let kind, let condition, let excluded, let number):
            return searched(kind).filter { searched in
                searched.fields.number != number && searched.meets(condition)
                    && !(excluded.map(searched.meets) ?? false)
            }
        }
    }

    private func searched(_ kind: SearchHit.Kind) -> [Searched] {
        kind == .box ? boxes : items
    }

    /// Words of box titles, locations and item titles within one typo of `word`, with how many hold each.
    public func wordsResembling(_ word: String) -> [String: Int] {
        EditDistance.wordsResembling(word, in: boxes.flatMap(\.named) + items.flatMap(\.named))
    }
}
