import Foundation

/// A logged-in browser or client, known by the digest of its secret token.
public struct Session: Hashable, Sendable, Codable {
    public let digest: TokenDigest
    public let account: AccountID
    public let createdAt: Date
    public let expiresAt: Date

    public init(digest: TokenDigest, account: AccountID, createdAt: Date, expiresAt: Date) {
        self.digest = digest
        self.account = account
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }

    public func isValid(at date: Date) -> Bool { date < expiresAt }
}
