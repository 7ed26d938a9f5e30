/// The room a box goes to at the new home: "Kitchen". One line of at most 200 characters.
public struct Room: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .room, maximum: Self.maximumLength)
    }

    /// Reads an optional room: blank text means "no room".
    public static func optional(_ raw: String?) throws(ValidationError) -> Room? {
        guard let raw, !TextRules.trimmed(raw).isEmpty else { return nil }
        return try Room(raw)
    }

    /// Reads an optional room Tote kept (``ValidatedText/init(stored:)``): one that shows nothing is none.
    public static func optional(stored raw: String?) throws(ValidationError) -> Room? {
        guard let raw, let text = TextRules.mendedIfNeeded(raw) else { return nil }
        return try optional(text)
    }
}
