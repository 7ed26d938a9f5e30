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
    }

    /// Whether a hit with these fields (``SearchDocument`` texts, title first) meets the condition: how stores
    /// that scan decide, and what stores with an index must answer alike.
    public func holds(title: String, others: [String]) -> Bool {
        let searched = fields == .title ? [title] : [title] + others
        if patterns.allSatisfy({ pattern in searched.contains { $0.containsScalars(pattern) } }) { return true }
        guard let alternative else { return false }
        return ([title] + others).contains { $0.containsScalars(alternative) }
    }
}

extension String {
    /// Whether the text holds the other as a run of code points, as a trigram index compares (not as Swift
    /// compares characters, which would not find a letter under a combining mark).
    func containsScalars(_ other: String) -> Bool {
        let haystack = Array(utf8)
        let needle = Array(other.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        // UTF-8 never starts one code point inside another, so a byte match is a code point match.
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == needle[0] && haystack[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
