import Foundation

/// How many of an item a box holds: a whole number from 1 to 1,000,000.
public struct Quantity: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public static let range = 1...1_000_000
    /// One of the item: what a box holds unless someone says otherwise.
    public static let one = Quantity(checked: 1)

    public let value: Int

    public init(_ value: Int) throws(ValidationError) {
        guard Self.range.contains(value) else {
            throw .outOfRange(.quantity, text: String(value), range: Self.range)
        }
        self.value = value
    }

    /// Reads what a person typed, such as `3`.
    public init(parsing text: String) throws(ValidationError) {
        value = try WholeNumber.parse(text, field: .quantity, range: Self.range)
    }

    private init(checked value: Int) {
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
