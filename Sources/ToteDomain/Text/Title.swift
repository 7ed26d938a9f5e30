import Foundation

/// The name of a box or an item: trimmed, one line, 1 to 200 characters of any script.
public struct Title: Hashable, Sendable, Codable, CustomStringConvertible {
    public static let maximumLength = 200

    public let text: String

    public init(_ raw: String) throws(ValidationError) {
        text = try TextRules.singleLine(raw, field: .title, maximum: Self.maximumLength)
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
