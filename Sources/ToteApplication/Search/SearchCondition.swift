/// What the fields of a hit must hold: every pattern (substrings of ``SearchDocument`` text), or the alternative.
public struct SearchCondition: Hashable, Sendable {
    /// Which fields a condition looks in.
    public enum Fields: Sendable {
        /// The title only.
        case title
        /// Every searched field: title, location and note of a box; title and note of an item.
        case all
    }

    /// Substrings that must all be found, each in any of the fields.
    public let patterns: [String]
    public let fields: Fields
    /// A substring that is enough on its own, in any field.
    public let alternative: String?

    public init(patterns: [String], fields: Fields, alternative: String? = nil) {
        self.patterns = patterns
        self.fields = fields
        self.alternative = alternative
        patternBytes = patterns.map { Array($0.utf8) }
        alternativeBytes = alternative.map { Array($0.utf8) }
    }

    private let patternBytes: [[UInt8]]
    private let alternativeBytes: [UInt8]?

    /// Whether a hit with these fields meets the condition: how stores that scan decide, and what stores with an
    /// index must answer alike.
    public func holds(_ hit: SearchFields) -> Bool {
        let searched = fields == .title ? [hit.titleBytes] : [hit.titleBytes] + hit.otherBytes
        if patternBytes.allSatisfy({ pattern in searched.contains { $0.holds(pattern) } }) { return true }
        guard let alternativeBytes else { return false }
        return ([hit.titleBytes] + hit.otherBytes).contains { $0.holds(alternativeBytes) }
    }
}

extension [UInt8] {
    /// Whether UTF-8 text holds other UTF-8 text as a run of code points, as a trigram index compares (not as
    /// Swift compares characters, which would not find a letter under a combining mark). UTF-8 never starts one
    /// code point inside another, so a byte match is a code point match.
    func holds(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard count >= needle.count else { return false }
        return (0...(count - needle.count)).contains { start in
            self[start] == first && self[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
