/// Text that only exists once the domain has checked it, and travels as a plain string.
public protocol ValidatedText: Hashable, Sendable, Codable, CustomStringConvertible {
    var text: String { get }
    init(_ raw: String) throws(ValidationError)
    /// What kept text that shows nothing is read as.
    static var blankStandIn: String { get }
}

extension ValidatedText {
    public static var blankStandIn: String { "(blank)" }

    /// Reads text Tote kept, checking it again, so that a value edited behind Tote's back fails loudly; text kept
    /// before the rules on what each character is made of (``TextRules/maximumMarks`` …) is read as those rules
    /// would have it, and kept so at its next change.
    public init(stored raw: String) throws(ValidationError) {
        try self.init(TextRules.mendedIfNeeded(raw) ?? Self.blankStandIn)
    }

    /// Decoding is reading kept text: events and files Tote wrote are read again by the rules.
    public init(from decoder: any Decoder) throws {
        try self.init(stored: decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
