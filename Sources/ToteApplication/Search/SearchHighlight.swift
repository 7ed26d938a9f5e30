/// The parts of a text that a search matched, to mark them where the text is shown.
public enum SearchHighlight {
    /// A run of the text, matched or not.
    public struct Part: Hashable, Sendable {
        public let text: String
        public let isMatch: Bool

        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    /// The text cut into runs, those a term of the query matched marked: wherever the term stands in the words
    /// (as a store finds it), mapped back to the characters as written ("Straße" for `strasse`).
    public static func parts(of text: String, matching query: SearchQuery) -> [Part] {
        let tokens = SearchToken.tokens(in: text)
        let document = Array(SearchDocument.text(of: tokens).utf8)
        // Where each word's folded bytes start in the document: after a boundary, and after each word and boundary.
        var starts: [Int] = []
        var offset = SearchDocument.boundary.utf8.count
        for token in tokens {
            starts.append(offset)
            offset += token.folded.utf8.count + SearchDocument.boundary.utf8.count
        }
        var marked: [Range<String.Index>] = []
        let patterns =
            query.terms.map { $0.pattern(.anywhere) } + [query.wholeText?.pattern(.anywhere)].compactMap { $0 }
        for pattern in patterns.map({ Array($0.utf8) }) where pattern.count <= document.count {
            for start in 0...(document.count - pattern.count)
            where document[start..<start + pattern.count].elementsEqual(pattern) {
                let found = start..<start + pattern.count
                for (token, tokenStart) in zip(tokens, starts) {
                    let word = tokenStart..<tokenStart + token.folded.utf8.count
                    guard word.overlaps(found) else { continue }
                    let local =
                        max(found.lowerBound, word.lowerBound) - tokenStart..<min(found.upperBound, word.upperBound)
                        - tokenStart
                    marked += characters(of: text, in: token, coveringBytes: local)
                }
            }
        }
        return parts(of: text, marked: marked)
    }

    /// The characters of a word whose folded bytes overlap a range of the word's folded bytes.
    private static func characters(of text: String, in token: SearchToken, coveringBytes bytes: Range<Int>)
        -> [Range<String.Index>]
    {
        var ranges: [Range<String.Index>] = []
        var byte = 0
        var index = token.range.lowerBound
        while index < token.range.upperBound {
            let next = text.index(after: index)
            let length = SearchToken.wordPart(of: text[index]).utf8.count
            if length > 0, (byte..<byte + length).overlaps(bytes) { ranges.append(index..<next) }
            byte += length
            index = next
        }
        return ranges
    }

    private static func parts(of text: String, marked: [Range<String.Index>]) -> [Part] {
        var parts: [Part] = []
        var rest = text.startIndex
        for range in marked.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.upperBound > rest {
            let start = max(range.lowerBound, rest)
            if rest < start { parts.append(Part(String(text[rest..<start]), isMatch: false)) }
            if let last = parts.last, last.isMatch, rest == start {
                parts[parts.count - 1] = Part(last.text + text[start..<range.upperBound], isMatch: true)
            } else {
                parts.append(Part(String(text[start..<range.upperBound]), isMatch: true))
            }
            rest = range.upperBound
        }
        if rest < text.endIndex { parts.append(Part(String(text[rest...]), isMatch: false)) }
        return parts
    }
}
