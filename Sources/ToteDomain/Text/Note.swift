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

    /// Reads a note that must be there: blank text is refused.
    public static func present(_ raw: String) throws(ValidationError) -> Note {
        guard let note = try optional(raw) else { throw .empty(.note) }
        return note
    }

    private init(text: String) {
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        self = try Note.present(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
