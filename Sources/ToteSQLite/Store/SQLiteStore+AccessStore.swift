import ToteApplication

/// Accounts, memberships, sessions, invitations, API tokens and share links live in the same file as the inventories.
extension SQLiteStore: AccessStore {
    public func principals() -> any PrincipalRepository { GRDBPrincipalRepository(pool: pool) }

    public func accounts() -> any AccountRepository { GRDBAccountRepository(pool: pool) }

    public func memberships() -> any MembershipRepository { GRDBMembershipRepository(pool: pool) }

    public func inventories() -> any InventoryRepository { GRDBInventoryRepository(pool: pool) }

    public func sessions() -> any SessionRepository { GRDBSessionRepository(pool: pool) }

    public func invitations() -> any InvitationRepository { GRDBInvitationRepository(pool: pool) }

    public func passwordResets() -> any PasswordResetRepository { GRDBPasswordResetRepository(pool: pool) }

    public func apiTokens() -> any ApiTokenRepository { GRDBApiTokenRepository(pool: pool) }

    public func shareLinks() -> any ShareLinkRepository { GRDBShareLinkRepository(pool: pool) }
}
