import Foundation

/// How a person is shown to the other members: one line of at most 100 characters.
public struct DisplayName: Hashable, Sendable, Codable, CustomStringConvertible {
    public static let maximumLength = 100

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .displayName, maximum: Self.maximumLength)
    }

    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    public var description: String { text }
}
