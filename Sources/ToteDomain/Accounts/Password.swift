/// A password as a person typed it, checked for length (at most 1,024 code points, however they join into
/// characters); it is only ever kept as a ``PasswordHash``.
public struct Password: Sendable {
    public static let lengths = 10...1_024

    public let text: String

    public init(_ text: String) throws(ValidationError) {
        guard !text.isEmpty else { throw .empty(.password) }
        guard text.count >= Self.lengths.lowerBound else {
            throw .tooShort(.password, minimum: Self.lengths.lowerBound)
        }
        let codePoints = text.unicodeScalars.count
        guard codePoints <= Self.lengths.upperBound else {
            throw .tooLong(.password, maximum: Self.lengths.upperBound, actual: codePoints)
        }
        self.text = text
    }
}

/// What a password hasher made of a password; only the hasher can tell whether a password matches it.
public struct PasswordHash: Hashable, Sendable, Codable {
    public let encoded: String

    public init(encoded: String) {
        self.encoded = encoded
    }
}
