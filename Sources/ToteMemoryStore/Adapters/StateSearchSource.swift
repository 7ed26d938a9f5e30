import Foundation
import ToteApplication
import ToteDomain

/// Search by scanning: each box and item with the ``SearchDocument`` text of its fields, made once per search,
/// checked against each segment's condition.
struct StateSearchSource: SearchSource {
    private struct Searched {
        let hit: SearchHit
        let number: Int
        let title: String
        /// A box's location, if it has one.
        let location: String?
        let note: String?

        init(_ hit: SearchHit, number: Int, title: String, location: String? = nil, note: String?) {
            self.hit = hit
            self.number = number
            self.title = SearchDocument.text(of: title)
            self.location = location.map(SearchDocument.text(of:))
            self.note = note.map(SearchDocument.text(of:))
        }

        var others: [String] { [location, note].compactMap { $0 } }

        func meets(_ condition: SearchCondition) -> Bool {
            condition.holds(title: title, others: others)
        }
    }

    private let boxes: [Searched]
    private let items: [Searched]

    init(_ state: StoreState, _ inventory: InventoryID) {
        boxes = state.allBoxes(in: inventory).map { box in
            Searched(
                .box(box), number: box.number.value, title: box.title.text, location: box.location?.text,
                note: box.note?.text)
        }
        items = state.allItems(in: inventory).map { item in
            Searched(.item(item), number: item.number.value, title: item.title.text, note: item.note?.text)
        }
    }

    func count(_ segment: SearchSegment, upTo limit: Int) throws -> Int {
        min(hits(segment).count, limit)
    }

    func hits(_ segment: SearchSegment, offset: Int, limit: Int) throws -> [SearchHit] {
        Array(hits(segment).dropFirst(offset).prefix(limit))
    }

    /// Every hit of a segment, in number order.
    private func hits(_ segment: SearchSegment) -> [SearchHit] {
        switch segment {
        case .numbered(let kind, let number):
            return searched(kind).filter { $0.number == number }.map(\.hit)
        case .matching(let kind, let condition, let excluded, let number):
            return searched(kind)
                .filter { searched in
                    searched.number != number && searched.meets(condition)
                        && !(excluded.map(searched.meets) ?? false)
                }
                .map(\.hit)
        }
    }

    private func searched(_ kind: SearchHit.Kind) -> [Searched] {
        kind == .box ? boxes : items
    }

    /// Words of box titles, locations and item titles within one typo of `word`, with how many hold each.
    func wordsResembling(_ word: String) -> [String: Int] {
        let texts = boxes.flatMap { [$0.title, $0.location].compactMap { $0 } } + items.map(\.title)
        var found: [String: Int] = [:]
        for text in texts {
            for candidate in Set(text.components(separatedBy: SearchDocument.boundary))
            where EditDistance.isAtMostOne(candidate, word) {
                found[candidate, default: 0] += 1
            }
        }
        return found
    }
}
