import Foundation
import ToteDomain

/// Stores accounts; usernames are unique.
public protocol AccountRepository: Sendable {
    /// Throws ``AccessError/usernameTaken(_:)`` when the username is in use.
    func add(_ account: Account) async throws
    /// Adds the first account as the owner of `inventory`, created with it, in one transaction that first makes
    /// sure there is no account yet; throws ``AccessError/setupAlreadyDone`` and changes nothing otherwise, also
    /// when another request or process got there at the same moment.
    func addFirstOwner(_ account: Account, of inventory: Inventory) async throws
    func save(_ account: Account) async throws
    /// Gives the account a new password hash, ends its sessions and revokes its personal API tokens, except `kept`
    /// (the session or token that asked for the change, if any), in one transaction, and returns the tokens revoked.
    /// Throws ``AccessError/memberNotFound`` for an unknown account.
    func changePassword(of account: AccountID, to hash: PasswordHash, keeping kept: TokenDigest?) async throws
        -> [ApiToken]
    /// Ends every session of the account and revokes every personal API token of it, in one transaction; returns
    /// the tokens revoked.
    func endCredentials(of account: AccountID) async throws -> [ApiToken]
    func account(_ id: AccountID) async throws -> Account?
    func account(named username: Username) async throws -> Account?
    func count() async throws -> Int
}

/// Stores who belongs to which inventory.
public protocol MembershipRepository: Sendable {
    func add(_ membership: Membership) async throws
    func memberships(of account: AccountID) async throws -> [Membership]
    func members(of inventory: InventoryID) async throws -> [Membership]
    /// Gives a member another role in one transaction with the checks: throws ``AccessError/memberNotFound`` for
    /// someone who is no member, and ``AccessError/lastOwner`` when the inventory would be left without an owner,
    /// also when another owner is demoted at the same moment.
    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws
    /// Removes a member in one transaction with the same checks as ``changeRole(of:in:to:)``.
    func remove(_ account: AccountID, from inventory: InventoryID) async throws
}

/// Stores pending invitations by the digest of their secret.
public protocol InvitationRepository: Sendable {
    func add(_ invitation: Invitation) async throws
    func invitation(_ digest: TokenDigest) async throws -> Invitation?
    func invitations(to inventory: InventoryID) async throws -> [Invitation]
    func remove(_ digest: TokenDigest) async throws
    /// Uses an invitation up in one transaction: it must still be there and valid at `date`, or this throws
    /// ``AccessError/invitationInvalid`` (another request may have used it a moment before). `newAccount`, when
    /// given, is added first, and a taken username keeps the invitation. `account` then joins the invitation's
    /// inventory with its role, unless it is a member already: a role is never lowered this way.
    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
}

/// Stores password reset links by the digest of their secret.
public protocol PasswordResetRepository: Sendable {
    func add(_ reset: PasswordReset) async throws
    func reset(_ digest: TokenDigest) async throws -> PasswordReset?
    func resets(in inventory: InventoryID) async throws -> [PasswordReset]
    func remove(_ digest: TokenDigest) async throws
    /// Uses a link up in one transaction: it must still be there and valid at `date`, or this throws
    /// ``AccessError/resetLinkInvalid`` (another request may have used it a moment before). The account gets `hash`
    /// as its password, every session and personal token of it ends, and every reset link for it goes. Returns the
    /// link and the tokens revoked.
    func redeem(_ digest: TokenDigest, at date: Date, settingPassword hash: PasswordHash) async throws
        -> (reset: PasswordReset, revoked: [ApiToken])
}

/// Stores personal API tokens by the digest of their secret.
public protocol ApiTokenRepository: Sendable {
    func add(_ token: ApiToken) async throws
    func token(_ digest: TokenDigest) async throws -> ApiToken?
    func tokens(of account: AccountID) async throws -> [ApiToken]
    func remove(_ id: ApiTokenID) async throws
}

/// Stores inventories' names; their boxes live behind ``InventoryStore``.
public protocol InventoryRepository: Sendable {
    /// Stores a new inventory, or the new name of a stored one.
    func save(_ inventory: Inventory) async throws
    func inventory(_ id: InventoryID) async throws -> Inventory?
}

/// Stores sessions by the digest of their token.
public protocol SessionRepository: Sendable {
    func add(_ session: Session) async throws
    func session(_ digest: TokenDigest) async throws -> Session?
    func remove(_ digest: TokenDigest) async throws
}

/// Recognises the holder of a credential: the one read every authenticated request makes.
public protocol PrincipalRepository: Sendable {
    /// The account holding a session that is valid at `date`, or else a personal API token, with the digest,
    /// together with its memberships; nil when neither exists.
    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal?
}

/// A store that also keeps accounts, memberships, sessions and share links.
public protocol AccessStore: Sendable {
    func principals() -> any PrincipalRepository
    func accounts() -> any AccountRepository
    func memberships() -> any MembershipRepository
    func inventories() -> any InventoryRepository
    func sessions() -> any SessionRepository
    func invitations() -> any InvitationRepository
    func passwordResets() -> any PasswordResetRepository
    func apiTokens() -> any ApiTokenRepository
    func shareLinks() -> any ShareLinkRepository
}
