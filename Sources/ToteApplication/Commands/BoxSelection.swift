import ToteDomain

/// Box numbers as people list them: `3 7 12-40`, `#3,#7`, each number once, in order.
public enum BoxSelection {
    /// The most boxes one change may name.
    public static let maximum = 10_000

    /// Reads numbers and ranges from words (a word may hold several, separated by commas or spaces). Throws
    /// ``ValidationError`` for nothing, a reversed range, more than ``maximum`` boxes, or a word that is no number.
    public static func numbers(_ words: [String]) throws(ValidationError) -> [BoxNumber] {
        var numbers: [BoxNumber] = []
        var seen: Set<Int> = []
        let parts = words.flatMap { $0.split { $0 == "," || $0.isWhitespace } }.map(String.init)
        guard !parts.isEmpty else { throw .empty(.boxNumbers) }
        for part in parts {
            let bounds = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard !bounds.contains(where: \.isEmpty) else { throw .notANumber(field: .boxNumber, text: part) }
            let first = try BoxNumber(parsing: String(bounds[0]))
            let last = bounds.count == 2 ? try BoxNumber(parsing: String(bounds[1])) : first
            guard first.value <= last.value else { throw .reversedRange(.boxNumbers, text: part) }
            let count = numbers.count + last.value - first.value + 1
            guard count <= maximum else { throw .tooMany(.boxNumbers, maximum: maximum, actual: count) }
            for value in first.value...last.value where seen.insert(value).inserted {
                numbers.append(try BoxNumber(value))
            }
        }
        return numbers
    }
}
