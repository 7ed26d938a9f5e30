import Hummingbird
import ToteApplication
import ToteDomain

/// Everything the HTTP delivery mechanisms need from the composition root, as ports and use cases.
public struct ServerEnvironment: Sendable {
    /// Opens the use cases of an inventory for a member with the given role, who is the author of the changes.
    public typealias InventoryOpener = @Sendable (InventoryID, Role, Author) async throws -> InventoryUseCases

    public let access: AccessService
    public let memberships: MembershipService
    /// Visits through share links, by people without an account.
    public let shares: ShareVisits
    public let openInventory: InventoryOpener
    public let events: EventRelay
    /// Makes unguessable values, such as the tokens that protect forms against cross-site requests.
    public let secrets: any SecretGenerator
    /// Whether cookies get the `Secure` flag: true when the server is reached over TLS.
    public let secureCookies: Bool
    /// The answers to requests sent with an idempotency key, for as long as the server runs.
    public let repeatedRequests: RepeatedRequests
    /// The address people reach the server at, when set; links handed out are built from it.
    public let publicURL: PublicURL?
    /// The imports and exports running for clients, and those that ended lately.
    public let jobs: JobBoard
    /// The largest file a client may send to be imported.
    public let maximumImportBytes: Int
    /// The proxies whose forwarded client address and scheme are believed.
    public let trustedProxies: TrustedProxies
    /// How often live streams ask whether their access lasts.
    public var streamTiming = StreamTiming()
    /// Reads the QR codes in frames that phones send; nil where the server cannot.
    public var codeReader: (any CodeReader)?

    public init(
        access: AccessService, memberships: MembershipService, shares: ShareVisits,
        openInventory: @escaping InventoryOpener, events: EventRelay, secrets: any SecretGenerator, secureCookies: Bool,
        repeatedRequests: RepeatedRequests = RepeatedRequests(), publicURL: PublicURL? = nil,
        jobs: JobBoard = JobBoard(), maximumImportBytes: Int = ImportLimits.maximumFileBytes,
        trustedProxies: TrustedProxies = .none
    ) {
        self.trustedProxies = trustedProxies
        self.jobs = jobs
        self.maximumImportBytes = maximumImportBytes
        self.repeatedRequests = repeatedRequests
        self.publicURL = publicURL
        self.access = access
        self.memberships = memberships
        self.shares = shares
        self.openInventory = openInventory
        self.events = events
        self.secrets = secrets
        self.secureCookies = secureCookies
    }

    /// The absolute address of `path` for people outside: from ``publicURL`` when set, else from the address and
    /// port the connection came in on, never from a `Host` header a client chose; the path alone where the
    /// connection has no address.
    public func absoluteURL(_ path: String, for request: Request, context: ToteRequestContext) -> String {
        if let publicURL { return publicURL.appending(path) }
        guard let address = context.serverAddress else { return path }
        return (isSecure(context) ? "https://" : "http://") + address + path
    }

    /// Whether the request is served over HTTPS: the server was told so, or a trusted proxy says it came so.
    public func isSecure(_ context: ToteRequestContext) -> Bool {
        secureCookies || context.arrivedOverHTTPS
    }

    /// The use cases of an inventory for the requesting member; a stranger gets ``AccessError/inventoryNotFound``.
    public func useCases(of inventory: InventoryID, for principal: Principal) async throws -> InventoryUseCases {
        try await openInventory(
            inventory, principal.require(.read, in: inventory),
            Author(account: principal.account.id, name: principal.account.displayName))
    }
}
