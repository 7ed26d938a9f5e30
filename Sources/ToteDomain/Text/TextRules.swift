import Foundation

/// The rules every piece of text a person types must follow.
enum TextRules {
    /// Trims the text and checks it is one line of 1…`maximum` characters.
    static func singleLine(_ raw: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let text = trimmed(raw)
        guard !text.isEmpty else { throw .empty(field) }
        guard !text.unicodeScalars.contains(where: isForbiddenInLine) else { throw .controlCharacter(field) }
        return try bounded(text, field: field, maximum: maximum)
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
        return try bounded(text, field: field, maximum: maximum)
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
