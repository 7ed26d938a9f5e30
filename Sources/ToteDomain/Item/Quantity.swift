import Foundation

/// How many of an item a box holds: a whole number from 1 to 1,000,000.
public struct Quantity: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public static let range = 1...1_000_000

    public let value: Int

    public init(_ value: Int) throws(ValidationError) {
        guard Self.range.contains(value) else {
            throw .outOfRange(.quantity, text: String(value), range: Self.range)
        }
        self.value = value
    }

    /// Reads what a person typed, such as `3`.
    public init(parsing text: String) throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty(.quantity) }
        let digits = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit) else {
            throw .notANumber(field: .quantity, text: text)
        }
        guard let value = Int(trimmed), Self.range.contains(value) else {
            throw .outOfRange(.quantity, text: trimmed, range: Self.range)
        }
        self.value = value
    }

    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(Int.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}
