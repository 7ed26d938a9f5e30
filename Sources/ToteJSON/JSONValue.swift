/// A JSON document built by the presenters: every key is written, absent values as `null`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The text, or `null` when there is none.
    public static func string(_ text: String?) -> JSONValue {
        text.map(JSONValue.string) ?? .null
    }

    /// The object, or `null` when there is none.
    public static func object(_ members: [String: JSONValue]?) -> JSONValue {
        members.map(JSONValue.object) ?? .null
    }
}

extension JSONValue: Encodable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        init?(intValue: Int) {
            nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members {
                try container.encode(value, forKey: Key(stringValue: key))
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements {
                try container.encode(element)
            }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}
