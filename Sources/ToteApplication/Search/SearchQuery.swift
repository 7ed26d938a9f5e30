import ToteDomain

/// What a person searches for, read from what they typed: its terms, and the number of a box or item if the text
/// is one ("12" or "#12").
///
/// Every term must match, in any field of a hit; a quoted phrase matches as a phrase. Typed text is only ever data:
/// no character of it is syntax to a store.
public struct SearchQuery: Hashable, Sendable {
    public static let maximumLength = 200

    /// The text as typed, trimmed.
    public let text: String
    public let terms: [SearchTerm]
    /// The number the text is, if it is one.
    public let number: Int?
    /// Every word of the text side by side, when there are several and no quotes: what a substring scan for the
    /// whole text finds, this finds too, even where a short word at its start ends a word of the hit.
    public let wholeText: SearchTerm?

    /// Throws ``ValidationError`` for blank or overlong text, or text with no word to look for.
    public init(_ typed: String) throws(ValidationError) {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty(.searchText) }
        guard text.count <= Self.maximumLength else {
            throw .tooLong(.searchText, maximum: Self.maximumLength, actual: text.count)
        }
        var terms: [SearchTerm] = []
        var quoted = false
        for part in text.split(omittingEmptySubsequences: false, whereSeparator: Self.quotes.contains) {
            let tokens = SearchToken.tokens(in: String(part))
            if quoted {
                if !tokens.isEmpty { terms.append(SearchTerm(words: tokens.map(\.folded))) }
            } else {
                terms += Self.terms(joining: tokens)
            }
            quoted.toggle()
        }
        let number = Self.number(in: text)
        guard !terms.isEmpty || number != nil else { throw .noWords(.searchText) }
        try TextRules.checkCharacters(text, field: .searchText)
        self.text = text
        self.terms = terms
        self.number = number
        wholeText = text.contains(where: Self.quotes.contains) ? nil : Self.wholeText(of: typed, terms: terms)
    }

    /// The query with some of its words replaced by others, as when a typo is forgiven: the text as typed, with
    /// those words written as the replacements.
    public func replacing(_ replacements: [String: String]) -> SearchQuery {
        var rewritten = ""
        var rest = text.startIndex
        for token in SearchToken.tokens(in: text) {
            guard let replacement = replacements[token.folded] else { continue }
            rewritten += text[rest..<token.range.lowerBound] + replacement
            rest = token.range.upperBound
        }
        rewritten += text[rest...]
        // Words replaced by words keep the text within its limits and its words words.
        return (try? SearchQuery(rewritten)) ?? self
    }

    /// Characters of a CJK run stand side by side in one term; every other word is a term of its own.
    private static func terms(joining tokens: [SearchToken]) -> [SearchTerm] {
        var groups: [[String]] = []
        for token in tokens {
            if token.joinsPrevious, !groups.isEmpty {
                groups[groups.count - 1].append(token.folded)
            } else {
                groups.append([token.folded])
            }
        }
        return groups.map { SearchTerm(words: $0) }
    }

    /// The words of unquoted text as one term, bounded where the text has a space or punctuation before or after
    /// them: needed only where the first term is too short to be found inside a word, and does not begin one.
    /// Every other term a substring scan would find is found by the terms alone.
    private static func wholeText(of typed: String, terms: [SearchTerm]) -> SearchTerm? {
        let tokens = SearchToken.tokens(in: typed)
        guard let first = tokens.first, let last = tokens.last, let firstTerm = terms.first else { return nil }
        let term = SearchTerm(
            words: tokens.map(\.folded), startsWord: first.range.lowerBound > typed.startIndex,
            endsWord: last.range.upperBound < typed.endIndex)
        let isShort = firstTerm.words.joined(separator: SearchDocument.boundary).unicodeScalars.count < 3
        return isShort && !term.startsWord && term != firstTerm ? term : nil
    }

    private static let quotes: Set<Character> = ["\"", "“", "”", "„"]

    private static func number(in text: String) -> Int? {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCII), let value = Int(digits),
            value >= 1
        else { return nil }
        return value
    }
}
