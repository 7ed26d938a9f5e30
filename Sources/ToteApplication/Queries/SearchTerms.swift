import Foundation
import ToteDomain

/// What a person searches for, cut into words; an item matches when every word starts one of its words.
///
/// Matching ignores case and diacritics: `ket` finds "Kettle", `cafe` finds "Café".
public struct SearchTerms: Hashable, Sendable {
    public static let maximumLength = 200

    /// The words as typed, in order, without punctuation.
    public let words: [String]

    public init(_ text: String) throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty(.searchText) }
        guard trimmed.count <= Self.maximumLength else {
            throw .tooLong(.searchText, maximum: Self.maximumLength, actual: trimmed.count)
        }
        let words = Self.words(in: trimmed)
        guard !words.isEmpty else { throw .noWords(.searchText) }
        self.words = words
    }

    /// The words of a text: runs of letters and digits.
    public static func words(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// A word folded for comparison: lower case, without diacritics.
    public static func folded(_ word: String) -> String {
        word.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether every search word starts some word of the given texts.
    public func matches(_ texts: [String]) -> Bool {
        let candidates = texts.flatMap(Self.words(in:)).map(Self.folded)
        return words.map(Self.folded).allSatisfy { word in candidates.contains { $0.hasPrefix(word) } }
    }
}
