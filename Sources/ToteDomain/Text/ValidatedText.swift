/// Text that only exists once the domain has checked it, and travels as a plain string.
public protocol ValidatedText: Hashable, Sendable, Codable, CustomStringConvertible {
    var text: String { get }
    init(_ raw: String) throws(ValidationError)
}

extension ValidatedText {
    /// Decoding checks the text again: a stored or sent value never skips the rules.
    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
