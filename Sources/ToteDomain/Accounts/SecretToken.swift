/// A secret handed to a person or a program once (session cookie, API token, invitation link) and never stored.
public struct SecretToken: Hashable, Sendable, CustomStringConvertible {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    /// Hidden, so that a secret never lands in a log by accident.
    public var description: String { "SecretToken(…)" }
}

/// A one-way digest of a ``SecretToken``: what is stored to recognise the secret later.
public struct TokenDigest: Hashable, Sendable, Codable {
    public let hex: String

    public init(hex: String) {
        self.hex = hex
    }
}
