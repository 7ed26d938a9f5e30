import ToteApplication

extension PostgresStore: AccessStore {
    public func principals() -> any PrincipalRepository { PostgresPrincipalRepository(database: database) }

    public func accounts() -> any AccountRepository { PostgresAccountRepository(database: database) }

    public func memberships() -> any MembershipRepository { PostgresMembershipRepository(database: database) }

    public func inventories() -> any InventoryRepository { PostgresInventoryRepository(database: database) }

    public func sessions() -> any SessionRepository { PostgresSessionRepository(database: database) }

    public func invitations() -> any InvitationRepository { PostgresInvitationRepository(database: database) }

    public func passwordResets() -> any PasswordResetRepository {
        PostgresPasswordResetRepository(database: database)
    }

    public func apiTokens() -> any ApiTokenRepository { PostgresApiTokenRepository(database: database) }

    public func shareLinks() -> any ShareLinkRepository { PostgresShareLinkRepository(database: database) }
}
