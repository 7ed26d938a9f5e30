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

extension JSONValue {
    /// The object with `member` set to `value`; anything but an object is left as it is.
    public func with(_ member: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members[member] = value
        return .object(members)
    }
}
