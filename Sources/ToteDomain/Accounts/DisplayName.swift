import Foundation

/// How a person is shown to the other members: one line of at most 100 characters.
public struct DisplayName: ValidatedText {
    public static let maximumLength = 100

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .displayName, maximum: Self.maximumLength)
    }
}
