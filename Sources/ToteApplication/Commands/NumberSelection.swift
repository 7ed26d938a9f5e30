import ToteDomain

/// Box or item numbers as people list them: `3 7 12-40`, `#3,#7`, each number once, in order.
public enum NumberSelection {
    /// The most boxes or items one change may name.
    public static let maximum = 10_000

    /// Reads numbers and ranges from words (a word may hold several, separated by commas or spaces). Throws
    /// ``ValidationError`` for nothing, a reversed range, more than ``maximum`` numbers, or a word that is no number.
    public static func numbers<Entity>(_ words: [String]) throws(ValidationError) -> [HumanNumber<Entity>] {
        let field: ValidationError.Field = HumanNumber<Entity>.field == .itemNumber ? .itemNumbers : .boxNumbers
        var numbers: [HumanNumber<Entity>] = []
        var seen: Set<Int> = []
        let parts = words.flatMap { $0.split { $0 == "," || $0.isWhitespace } }.map(String.init)
        guard !parts.isEmpty else { throw .empty(field) }
        for part in parts {
            let bounds = part.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard !bounds.contains(where: \.isEmpty) else {
                throw .notANumber(field: HumanNumber<Entity>.field, text: part)
            }
            let first = try HumanNumber<Entity>(parsing: String(bounds[0]))
            let last = bounds.count == 2 ? try HumanNumber<Entity>(parsing: String(bounds[1])) : first
            guard first.value <= last.value else { throw .reversedRange(field, text: part) }
            let count = numbers.count + last.value - first.value + 1
            guard count <= maximum else { throw .tooMany(field, maximum: maximum, actual: count) }
            for value in first.value...last.value where seen.insert(value).inserted {
                numbers.append(try HumanNumber<Entity>(value))
            }
        }
        return numbers
    }

    /// The numbers written short, runs as ranges: "3,5-9,12"; read back by ``numbers(_:)``.
    public static func text<Entity>(_ numbers: [HumanNumber<Entity>]) -> String {
        NumberRuns.runs(numbers.map(\.value)).map {
            $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)"
        }
        .joined(separator: ",")
    }
}
