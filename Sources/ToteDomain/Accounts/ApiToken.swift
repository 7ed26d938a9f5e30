import Foundation

/// A personal token a person makes for a script; it acts as that person until it is revoked.
public struct ApiToken: Hashable, Sendable, Codable, Identifiable {
    public let id: ApiTokenID
    public let account: AccountID
    public let name: TokenName
    public let digest: TokenDigest
    public let createdAt: Date

    public init(id: ApiTokenID, account: AccountID, name: TokenName, digest: TokenDigest, createdAt: Date) {
        self.id = id
        self.account = account
        self.name = name
        self.digest = digest
        self.createdAt = createdAt
    }
}
