import Foundation

/// The rules every piece of text a person types must follow.
public enum TextRules {
    /// Trims the text and checks it is one line of 1…`maximum` characters.
    static func singleLine(_ raw: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let text = trimmed(raw)
        guard !text.isEmpty else { throw .empty(field) }
        // Printable ASCII, as most titles are, breaks none of the line's rules: it is told without Unicode's tables.
        if !isPrintableASCII(text) { try checkLine(text, field: field) }
        return try bounded(text, field: field, maximum: maximum)
    }

    /// The rules of a line's characters, for trimmed text that is not empty.
    static func checkLine(_ text: String, field: ValidationError.Field) throws(ValidationError) {
        guard !text.unicodeScalars.contains(where: isForbiddenInLine) else { throw .controlCharacter(field) }
        try refuseInvisible(text, field: field)
        try checkCharacters(text, field: field)
    }

    /// Whether every character is ASCII from the space to the tilde.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Trims the text and checks it has at most `maximum` characters; line breaks and tabs are allowed.
    static func multiLine(_ raw: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let text = trimmed(raw)
        let allowed: Set<Unicode.Scalar> = ["\n", "\t", "\r"]
        guard !text.unicodeScalars.contains(where: { isForbiddenInLine($0) && !allowed.contains($0) }) else {
            throw .controlCharacter(field)
        }
        try refuseInvisible(text, field: field)
        if !text.isEmpty { try checkCharacters(text, field: field) }
        return try bounded(text, field: field, maximum: maximum)
    }

    /// Refuses the invisible characters that make text read other than it shows: the bidirectional embeddings,
    /// overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which can reorder what follows them, and the
    /// zero-width characters that hide inside a word (the zero-width space U+200B, which is trimmed at the edges;
    /// the word joiner and invisible operators U+2060 to U+2064 and the deprecated format characters U+206A to
    /// U+206F; the zero-width no-break space U+FEFF; the Mongolian vowel separator U+180E). The zero-width joiner
    /// and non-joiner stay allowed, since emoji sequences and Persian need them, and so do the direction marks
    /// U+200E, U+200F and U+061C, which affect only the punctuation beside them.
    private static func refuseInvisible(_ text: String, field: ValidationError.Field) throws(ValidationError) {
        guard !text.unicodeScalars.contains(where: isInvisible) else { throw .invisibleCharacter(field) }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x202A...0x202E, 0x2060...0x206F, 0xFEFF, 0x180E: true
        default: false
        }
    }

    /// The text without the white space and line breaks around it: the set Foundation's `whitespacesAndNewlines`
    /// names (Unicode's White_Space property and the zero-width space), found without bridging to Foundation,
    /// because stored text is checked again on every read.
    static func trimmed(_ raw: String) -> String {
        let scalars = raw.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        if first == scalars.startIndex && last == scalars.index(before: scalars.endIndex) { return raw }
        return String(scalars[first...last])
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    private static func bounded(_ text: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let length = text.count
        guard length <= maximum else { throw .tooLong(field, maximum: maximum, actual: length) }
        return text
    }

    /// Control characters, and the line and paragraph separators that would break a line in two.
    private static func isForbiddenInLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
