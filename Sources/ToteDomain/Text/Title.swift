import Foundation

/// The name of a box or an item: trimmed, one line, 1 to 200 characters of any script.
public struct Title: ValidatedText {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .title, maximum: Self.maximumLength)
    }
}
