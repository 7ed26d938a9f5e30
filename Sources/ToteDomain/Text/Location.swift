import Foundation

/// Where a box is: "Garage, shelf 3". One line of at most 200 characters.
public struct Location: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .location, maximum: Self.maximumLength)
    }

    /// Reads an optional location: blank text means "no location".
    public static func optional(_ raw: String?) throws(ValidationError) -> Location? {
        guard let raw, !TextRules.trimmed(raw).isEmpty else { return nil }
        return try Location(raw)
    }

    /// Reads an optional location Tote kept (``ValidatedText/init(stored:)``): one that shows nothing is none.
    public static func optional(stored raw: String?) throws(ValidationError) -> Location? {
        guard let raw, let text = TextRules.mendedIfNeeded(raw) else { return nil }
        return try optional(text)
    }
}
