import Foundation

/// A person who can log in. Which inventories they see is said by their ``Membership``s.
public struct Account: Hashable, Sendable, Codable, Identifiable {
    public let id: AccountID
    public let username: Username
    public var displayName: DisplayName
    public var passwordHash: PasswordHash
    public let createdAt: Date

    public init(
        id: AccountID, username: Username, displayName: DisplayName, passwordHash: PasswordHash, createdAt: Date
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.createdAt = createdAt
    }
}
