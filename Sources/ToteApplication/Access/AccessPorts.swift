/// The driven ports the access use cases need, as one store and the security adapters provide them.
public struct AccessPorts: Sendable {
    public let principals: any PrincipalRepository
    public let accounts: any AccountRepository
    public let memberships: any MembershipRepository
    public let inventories: any InventoryRepository
    public let sessions: any SessionRepository
    public let invitations: any InvitationRepository
    public let passwordResets: any PasswordResetRepository
    public let apiTokens: any ApiTokenRepository
    public let shareLinks: any ShareLinkRepository
    public let hasher: any PasswordHasher
    public let secrets: any SecretGenerator

    public init(
        principals: any PrincipalRepository, accounts: any AccountRepository, memberships: any MembershipRepository,
        inventories: any InventoryRepository,
        sessions: any SessionRepository, invitations: any InvitationRepository,
        passwordResets: any PasswordResetRepository, apiTokens: any ApiTokenRepository,
        shareLinks: any ShareLinkRepository, hasher: any PasswordHasher, secrets: any SecretGenerator
    ) {
        self.shareLinks = shareLinks
        self.principals = principals
        self.accounts = accounts
        self.memberships = memberships
        self.inventories = inventories
        self.sessions = sessions
        self.invitations = invitations
        self.passwordResets = passwordResets
        self.apiTokens = apiTokens
        self.hasher = hasher
        self.secrets = secrets
    }
}

extension AccessPorts {
    /// The ports of a store that keeps accounts, with the given security adapters.
    public init(store: any AccessStore, hasher: any PasswordHasher, secrets: any SecretGenerator) {
        self.init(
            principals: store.principals(), accounts: store.accounts(), memberships: store.memberships(),
            inventories: store.inventories(),
            sessions: store.sessions(), invitations: store.invitations(), passwordResets: store.passwordResets(),
            apiTokens: store.apiTokens(), shareLinks: store.shareLinks(),
            hasher: hasher, secrets: secrets)
    }
}
