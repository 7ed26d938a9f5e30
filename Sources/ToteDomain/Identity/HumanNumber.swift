import Foundation

/// Something that people refer to by a short number they can write on cardboard.
public protocol HumanNumbered {
    /// The word used for the number in messages: "box", "item".
    static var numberNoun: String { get }
}

/// A short number, sequential per inventory and never reused, such as box #12.
public struct HumanNumber<Entity: HumanNumbered>: Hashable, Comparable, Sendable, Codable,
    CustomStringConvertible
{
    /// The largest number Tote hands out or accepts.
    public static var maximum: Int { 999_999_999 }

    public let value: Int

    public init(_ value: Int) throws(ValidationError) {
        guard (1...Self.maximum).contains(value) else {
            throw .notANumber(field: Self.field, text: String(value))
        }
        self.value = value
    }

    /// Reads what a person typed: `12` or `#12`, surrounding spaces allowed.
    public init(parsing text: String) throws(ValidationError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits),
            (1...Self.maximum).contains(value)
        else { throw .notANumber(field: Self.field, text: text) }
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

    public var description: String { "#\(value)" }

    public static var field: ValidationError.Field {
        Entity.numberNoun == Item.numberNoun ? .itemNumber : .boxNumber
    }
}

public typealias BoxNumber = HumanNumber<Box>
public typealias ItemNumber = HumanNumber<Item>

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
