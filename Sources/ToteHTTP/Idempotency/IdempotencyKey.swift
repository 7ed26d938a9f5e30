/// The value of an `Idempotency-Key` header: 1 to 200 visible ASCII characters.
public struct IdempotencyKey: Hashable, Sendable {
    public static let longest = 200

    public let value: String

    /// The key a header holds, or nil when it is empty, too long, or holds anything but visible ASCII.
    public init?(header: String) {
        guard (1...Self.longest).contains(header.utf8.count), header.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
        else { return nil }
        value = header
    }
}
