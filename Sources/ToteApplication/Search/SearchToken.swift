/// One word of a text as search sees it: folded, with where it stands in the text as written.
///
/// A word is a run of letters, digits and symbols (emoji included); spaces and punctuation separate words. Chinese,
/// Japanese and Korean are written without spaces, so each of their characters is a word of its own, and a search
/// finds any run of them wherever it stands.
public struct SearchToken: Hashable, Sendable {
    /// The word folded (``SearchFolding``).
    public let folded: String
    /// The characters of the text that the word came from.
    public let range: Range<String.Index>
    /// Whether the word touches the one before it, with nothing between them (characters of a CJK run).
    public let joinsPrevious: Bool

    /// The words of a text, in order.
    public static func tokens(in text: String) -> [SearchToken] {
        var tokens: [SearchToken] = []
        var word = ""
        var start = text.startIndex
        var joins = false
        var previousEnded: String.Index?
        func finish(at end: String.Index) {
            guard !word.isEmpty else { return }
            tokens.append(SearchToken(folded: word, range: start..<end, joinsPrevious: joins))
            previousEnded = end
            word = ""
        }
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            switch CharacterKind(character) {
            case .separator:
                finish(at: index)
            case .ideograph:
                finish(at: index)
                start = index
                joins = previousEnded == index
                word = wordPart(of: character)
                finish(at: next)
            case .letter:
                if word.isEmpty {
                    start = index
                    joins = previousEnded == index
                }
                word += wordPart(of: character)
            }
            index = next
        }
        finish(at: text.endIndex)
        return tokens
    }

    /// A character folded, without whatever folding turned into spaces or punctuation ("⑴" → "1"); joiners
    /// within an emoji stay.
    static func wordPart(of character: Character) -> String {
        let folded = SearchFolding.fold(character)
        let kept = folded.unicodeScalars.filter {
            $0.properties.generalCategory == .format || !CharacterKind.separates($0)
        }
        return kept.count == folded.unicodeScalars.count ? folded : String(String.UnicodeScalarView(kept))
    }
}

/// What a character is to search: part of a word, a word on its own, or a separator.
enum CharacterKind {
    case letter, ideograph, separator

    init(_ character: Character) {
        guard let first = character.unicodeScalars.first, !Self.separates(first) else {
            self = .separator
            return
        }
        self = Self.ideographs.contains { $0.contains(first.value) } ? .ideograph : .letter
    }

    /// Spaces, punctuation, accents on their own (`^`, `` ` ``), control and format characters separate words;
    /// everything else belongs to one, symbols and emoji included.
    static func separates(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .surrogate, .unassigned,
            .modifierSymbol, .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            true
        default:
            false
        }
    }

    /// Han ideographs, kana and Hangul: scripts written without spaces between words.
    private static let ideographs: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x2E80...0x2FDF, 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x30FF, 0x3100...0x312F,
        0x3130...0x318F, 0x31A0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF,
        0xF900...0xFAFF, 0xFF66...0xFF9F, 0xFFA0...0xFFDC, 0x20000...0x3FFFF,
    ]
}
