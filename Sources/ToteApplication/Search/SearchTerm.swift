/// One thing a search looks for: a word, or words that must stand side by side (a quoted phrase, or a run of
/// Chinese or Japanese characters), folded.
public struct SearchTerm: Hashable, Sendable {
    /// How closely a term must match a word of the text.
    public enum Match: Sendable, CaseIterable {
        /// The term is a whole word ("kettle" in "Blue kettle").
        case wholeWord
        /// The term begins a word ("ket").
        case wordStart
        /// The term is anywhere, even inside a word ("ettl"); a term of one or two characters must still begin
        /// one, as no trigram index can find it inside a word.
        case anywhere
    }

    /// The folded words, in order.
    public let words: [String]
    /// Whether the first word must begin a word, and the last end one: so for text typed with a space or
    /// punctuation before or after it, as a substring scan reads it ("ty " ends a word).
    public let startsWord: Bool
    public let endsWord: Bool

    public init(words: [String], startsWord: Bool = false, endsWord: Bool = false) {
        self.words = words
        self.startsWord = startsWord
        self.endsWord = endsWord
    }

    /// The substring of a ``SearchDocument`` that holds the term with this match.
    public func pattern(_ match: Match) -> String {
        let joined = words.joined(separator: SearchDocument.boundary)
        let boundary = SearchDocument.boundary
        switch match {
        case .wholeWord:
            return boundary + joined + boundary
        case .wordStart:
            return boundary + joined
        case .anywhere:
            let bounded = (startsWord ? boundary : "") + joined + (endsWord ? boundary : "")
            return bounded.unicodeScalars.count >= 3 ? bounded : boundary + bounded
        }
    }

    /// The term as a person reads it.
    public var text: String { words.joined(separator: " ") }

    /// Whether a typo in this term may be forgiven: one word of at least five letters.
    public var forgivesTypo: Bool {
        guard words.count == 1, let word = words.first else { return false }
        return word.unicodeScalars.count >= 5 && word.unicodeScalars.allSatisfy(\.properties.isAlphabetic)
    }
}
