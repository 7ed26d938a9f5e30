import Foundation

/// A link an owner hands to someone so they can join an inventory with a role; usable once, until it expires.
public struct Invitation: Hashable, Sendable, Codable {
    public let digest: TokenDigest
    public let inventory: InventoryID
    public let role: Role
    public let invitedBy: AccountID
    public let expiresAt: Date

    public init(digest: TokenDigest, inventory: InventoryID, role: Role, invitedBy: AccountID, expiresAt: Date) {
        self.digest = digest
        self.inventory = inventory
        self.role = role
        self.invitedBy = invitedBy
        self.expiresAt = expiresAt
    }

    public func isValid(at date: Date) -> Bool { date < expiresAt }
}
