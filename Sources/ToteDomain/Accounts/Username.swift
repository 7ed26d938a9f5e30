import Foundation

/// The name a person logs in with: 3 to 40 letters, digits, dots, dashes or underscores, compared without case.
public struct Username: ValidatedText {
    public static let lengths = 3...40

    /// The name in lower case, as stored and compared.
    public let text: String

    public static var blankStandIn: String { "blank" }

    public init(_ raw: String) throws(ValidationError) {
        let trimmed = TextRules.trimmed(raw)
        guard !trimmed.isEmpty else { throw .empty(.username) }
        guard trimmed.count >= Self.lengths.lowerBound else {
            throw .tooShort(.username, minimum: Self.lengths.lowerBound)
        }
        guard trimmed.count <= Self.lengths.upperBound else {
            throw .tooLong(.username, maximum: Self.lengths.upperBound, actual: trimmed.count)
        }
        guard trimmed.allSatisfy({ $0.isLetter || $0.isNumber || ".-_".contains($0) }) else {
            throw .disallowedCharacters(.username, allowed: "letters, digits, dots, dashes and underscores")
        }
        try TextRules.checkCharacters(trimmed, field: .username)
        text = trimmed.lowercased()
    }
}
