import Foundation

/// What a person calls an API token, to tell their scripts apart: trimmed, one line, 1 to 200 characters.
public struct TokenName: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .tokenName, maximum: Self.maximumLength)
    }
}
