import Foundation

/// How search compares text: without case, accents or width, and with a few letters written out as people type
/// them ("Straße" as "strasse", "Ørsted" as "orsted", "ＵＳＢ" as "usb").
///
/// Every store folds the same way, the text it keeps and the text typed, so they meet whatever was written.
public enum SearchFolding {
    /// The folded form of one character: empty for a mark alone, longer for a letter written out ("ß" → "ss").
    public static func fold(_ character: Character) -> String {
        if let ascii = character.asciiValue {
            return (65...90).contains(ascii) ? String(UnicodeScalar(ascii + 32)) : String(character)
        }
        var folded = String(character).precomposedStringWithCompatibilityMapping.lowercased()
        if let written = writtenOut[folded] { folded = written }
        guard let base = character.unicodeScalars.first, dropsMarks(after: base) else { return folded }
        let kept = folded.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            $0.properties.generalCategory != .nonspacingMark
        }
        return String(String.UnicodeScalarView(kept)).precomposedStringWithCanonicalMapping
    }

    /// A whole text folded character by character.
    public static func fold(_ text: String) -> String {
        text.map(fold).joined()
    }

    /// Letters that no decomposition takes apart, written as people without them type them.
    private static let writtenOut: [String: String] = [
        "ß": "ss", "ẞ": "ss", "ſ": "s", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ð": "d", "ł": "l", "ı": "i",
        "þ": "th", "ς": "σ",
    ]

    /// Accents are dropped from alphabets where they sit on letters people also type without them (Latin, Greek,
    /// Cyrillic, Hebrew, Arabic), and kept where they are part of the letter (the scripts of India and beyond,
    /// the voicing marks of Japanese kana).
    private static func dropsMarks(after base: Unicode.Scalar) -> Bool {
        base.value < 0x0900 || (0x1E00...0x1FFF).contains(base.value)
    }
}
