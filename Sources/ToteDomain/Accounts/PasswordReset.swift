import Foundation

/// A link an owner makes for a member who forgot their password, to hand to them: whoever opens it chooses the
/// account's new password, once, until it expires. Kept by the digest of its secret.
public struct PasswordReset: Hashable, Sendable, Codable {
    public let digest: TokenDigest
    /// The account whose password it resets.
    public let account: AccountID
    /// The inventory on whose Members page it was made, and is listed and withdrawn.
    public let inventory: InventoryID
    public let madeBy: AccountID
    public let expiresAt: Date

    public init(digest: TokenDigest, account: AccountID, inventory: InventoryID, madeBy: AccountID, expiresAt: Date) {
        self.digest = digest
        self.account = account
        self.inventory = inventory
        self.madeBy = madeBy
        self.expiresAt = expiresAt
    }

    public func isValid(at date: Date) -> Bool { date < expiresAt }

    /// Whether `owner` may make a reset link for an account with `memberships`: only for an account that owns no
    /// inventory, all of whose inventories `owner` owns, so that whoever uses the link gains no inventory the owner
    /// could not already open. Throws ``AccessError/resetNotAllowed(_:)`` saying why not.
    public static func check(
        _ memberships: [Membership], of account: AccountID, by owner: AccountID, owning ownerships: [Membership]
    ) throws(AccessError) {
        guard account != owner else { throw .resetNotAllowed(.ownAccount) }
        guard !memberships.contains(where: { $0.role == .owner }) else { throw .resetNotAllowed(.owner) }
        let owned = Set(ownerships.filter { $0.account == owner && $0.role == .owner }.map(\.inventory))
        guard memberships.allSatisfy({ owned.contains($0.inventory) }) else {
            throw .resetNotAllowed(.otherInventories)
        }
    }
}

/// Why an owner may not make a reset link for an account.
public enum ResetRefusal: String, Sendable, Equatable {
    /// Their own: they change it on their account page.
    case ownAccount
    /// An owner's: only they, or whoever runs the server, can change it.
    case owner
    /// The account also belongs to inventories this owner does not own.
    case otherInventories
}
