import Foundation

/// The rules every piece of text a person types must follow.
enum TextRules {
    /// Trims the text and checks it is one line of 1…`maximum` characters.
    static func singleLine(_ raw: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty(field) }
        guard !text.unicodeScalars.contains(where: isForbiddenInLine) else { throw .controlCharacter(field) }
        return try bounded(text, field: field, maximum: maximum)
    }

    /// Trims the text and checks it has at most `maximum` characters; line breaks and tabs are allowed.
    static func multiLine(_ raw: String, field: ValidationError.Field, maximum: Int) throws(ValidationError)
        -> String
    {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let allowed: Set<Unicode.Scalar> = ["\n", "\t", "\r"]
        guard !text.unicodeScalars.contains(where: { isForbiddenInLine($0) && !allowed.contains($0) }) else {
            throw .controlCharacter(field)
        }
        return try bounded(text, field: field, maximum: maximum)
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
