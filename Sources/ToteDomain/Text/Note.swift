import Foundation

/// Free text about a box or an item; several lines, at most 2,000 characters.
public struct Note: Hashable, Sendable, Codable, CustomStringConvertible {
    public static let maximumLength = 2_000

    public let text: String

    /// Reads an optional note: blank text means "no note".
    public static func optional(_ raw: String?) throws(ValidationError) -> Note? {
        guard let raw else { return nil }
        let text = try TextRules.multiLine(raw, field: .note, maximum: maximumLength)
        return text.isEmpty ? nil : Note(text: text)
    }

    /// Reads an optional note Tote kept (``ValidatedText/init(stored:)``): one that shows nothing is none.
    public static func optional(stored raw: String?) throws(ValidationError) -> Note? {
        guard let raw, let text = TextRules.mendedIfNeeded(raw) else { return nil }
        return try optional(text)
    }

    /// Reads a note that must be there: blank text is refused.
    public static func present(_ raw: String) throws(ValidationError) -> Note {
        guard let note = try optional(raw) else { throw .empty(.note) }
        return note
    }

    private init(text: String) {
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        guard let note = try Note.optional(stored: decoder.singleValueContainer().decode(String.self)) else {
            throw ValidationError.empty(.note)
        }
        self = note
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
