/// Text as the search index keeps it: its folded words, each after a boundary mark, and a boundary mark at the end.
///
/// "Blue kettle" is kept as `¦blue¦kettle¦`, where `¦` is ``boundary``, two control characters no folded word
/// contains. A part of a word is then a plain substring (`ettl`), the beginning of a word a substring after a mark
/// (`¦ket`, three characters even for one typed letter, which a trigram index needs), and a whole word one between
/// marks (`¦kettle¦`). Words run together in the kept text whatever separated them, so `blue kettle`,
/// `blue-kettle` and `Blue, kettle` are one phrase.
public enum SearchDocument {
    /// The mark before every word and after the last: two characters, so that with one typed letter it makes three.
    public static let boundary = "\u{1}\u{2}"

    /// The text as the index keeps it; empty for text without words.
    public static func text(of text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return Self.text(of: SearchToken.tokens(in: text)) }
        // Most titles are ASCII: their bytes are folded and cut into words directly, as the tokens would be.
        var kept: [UInt8] = []
        kept.reserveCapacity(text.utf8.count + 8)
        var inWord = false
        for byte in text.utf8 {
            guard asciiWordBytes[Int(byte)] else {
                inWord = false
                continue
            }
            if !inWord { kept += boundaryBytes }
            kept.append((65...90).contains(byte) ? byte + 32 : byte)
            inWord = true
        }
        if !kept.isEmpty { kept += boundaryBytes }
        return String(decoding: kept, as: UTF8.self)
    }

    private static let boundaryBytes = Array(boundary.utf8)

    /// Which ASCII bytes belong to words, as ``SearchToken`` decides for every character.
    private static let asciiWordBytes: [Bool] = (0..<128).map { value in
        CharacterKind(Character(Unicode.Scalar(UInt8(value)))) != .separator
    }

    static func text(of tokens: [SearchToken]) -> String {
        guard !tokens.isEmpty else { return "" }
        return boundary + tokens.map(\.folded).joined(separator: boundary) + boundary
    }
}
