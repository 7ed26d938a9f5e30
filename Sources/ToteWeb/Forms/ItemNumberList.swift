import ToteApplication
import ToteDomain

/// Item numbers a form field carries, written short by ``NumberSelection/text(_:)`` (runs as ranges: "3,5-9") and read
/// back strictly, up to ``maximumCount``: more than a change of ticked items may name, as an emptying's Undo names
/// every item it moved. A box's items are mostly numbered in a run, so they fit in a few characters.
enum ItemNumberList {
    /// The most numbers one field may name.
    static let maximumCount = 100_000

    /// The numbers `text` names, in order; a part that is not a number or a rising range is refused.
    static func numbers(parsing text: String) throws(ValidationError) -> [ItemNumber] {
        var numbers: [ItemNumber] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            let first = try ItemNumber(parsing: String(ends[0]))
            let last = try ends.count == 2 ? ItemNumber(parsing: String(ends[1])) : first
            guard first <= last, numbers.count + (last.value - first.value) < maximumCount else {
                throw .notANumber(field: .itemNumber, text: String(part))
            }
            for value in first.value...last.value { numbers.append(try ItemNumber(value)) }
        }
        return numbers
    }
}
