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

    private init(text: String) {
        self.text = text
    }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let note = try Note.optional(raw) else { throw ValidationError.empty(.note) }
        self = note
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
