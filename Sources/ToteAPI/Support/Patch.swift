/// A field of a PATCH body: left out (no change), `null` (cleared) or a new value.
enum Patch<Value: Decodable & Sendable>: Sendable {
    case unchanged
    case cleared
    case set(Value)

    /// The new value for a command that takes nil to mean "none"; nil when the field was left out.
    var change: Value?? {
        switch self {
        case .unchanged: nil
        case .cleared: .some(nil)
        case .set(let value): .some(value)
        }
    }
}

extension KeyedDecodingContainer {
    /// A field that may be left out or set to `null`.
    func decodePatch<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Patch<Value> {
        guard contains(key) else { return .unchanged }
        if try decodeNil(forKey: key) { return .cleared }
        return .set(try decode(Value.self, forKey: key))
    }

    /// A field that may be left out but, when given, must not be `null`.
    func decodeUnlessAbsent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard contains(key) else { return nil }
        return try decode(Value.self, forKey: key)
    }
}
