import ToteDomain

/// Who may use which inventory, every record of it: what moving a whole store into another carries beside the
/// inventories' contents, which travel as kept inventories (``KeptPart``).
public struct AccessRecords: Sendable, Equatable {
    public var inventories: [Inventory]
    public var accounts: [Account]
    public var memberships: [Membership]
    public var sessions: [Session]
    public var invitations: [Invitation]
    public var apiTokens: [ApiToken]
    public var shareLinks: [ShareLink]

    public init(
        inventories: [Inventory], accounts: [Account], memberships: [Membership], sessions: [Session],
        invitations: [Invitation], apiTokens: [ApiToken], shareLinks: [ShareLink]
    ) {
        self.shareLinks = shareLinks
        self.inventories = inventories
        self.accounts = accounts
        self.memberships = memberships
        self.sessions = sessions
        self.invitations = invitations
        self.apiTokens = apiTokens
    }
}

/// How many of each thing a store holds, its inventories together.
public struct StoreCounts: Sendable, Equatable {
    public var inventories = 0
    public var accounts = 0
    public var memberships = 0
    public var sessions = 0
    public var invitations = 0
    public var apiTokens = 0
    public var shareLinks = 0
    public var boxes = 0
    public var items = 0
    public var events = 0
    public var photos = 0

    public init() {}

    public var isEmpty: Bool { self == StoreCounts() }
}

/// A whole store read out, and put into another that holds nothing yet.
public protocol StoreTransfer: Sendable {
    /// Every inventory's name, every account, membership, session, invitation, API token and share link, in one
    /// read.
    func accessRecords() async throws -> AccessRecords
    /// Puts `records` into this store, which holds none, in one transaction; the inventories are empty after it.
    func load(_ records: AccessRecords) async throws
    /// How many of each thing the store holds.
    func counts() async throws -> StoreCounts
    /// Brings what the store knows of its own tables up to date after they were filled in one go, so that the
    /// first reads are planned for what it now holds; a store that keeps no such knowledge does nothing.
    func settle() async throws
}
