/// The driven ports the access use cases need, as one store and the security adapters provide them.
public struct AccessPorts: Sendable {
    public let accounts: any AccountRepository
    public let memberships: any MembershipRepository
    public let inventories: any InventoryRepository
    public let sessions: any SessionRepository
    public let hasher: any PasswordHasher
    public let secrets: any SecretGenerator

    public init(
        accounts: any AccountRepository, memberships: any MembershipRepository, inventories: any InventoryRepository,
        sessions: any SessionRepository, hasher: any PasswordHasher, secrets: any SecretGenerator
    ) {
        self.accounts = accounts
        self.memberships = memberships
        self.inventories = inventories
        self.sessions = sessions
        self.hasher = hasher
        self.secrets = secrets
    }
}
