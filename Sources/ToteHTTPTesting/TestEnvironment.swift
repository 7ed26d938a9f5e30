import ToteApplication
import ToteDomain
import ToteHTTP
import ToteMemoryStore
import ToteTesting

/// A server environment over a fresh memory store, with fast test doubles for hashing, secrets and time.
public struct TestEnvironment: Sendable {
    public let store = InMemoryStore()
    public let clock = ManualClock()
    public let server: ServerEnvironment

    public init(
        secureCookies: Bool = false, publicURL: PublicURL? = nil,
        maximumImportBytes: Int = ImportLimits.maximumFileBytes, trustedProxies: TrustedProxies = .none,
        codeReader: (any CodeReader)? = nil, sharePolicy: ShareVisitLimit.Policy = ShareVisitLimit.Policy()
    ) {
        let secrets = CountingSecretGenerator()
        let ports = AccessPorts(store: store, hasher: InsecureTestHasher(), secrets: secrets)
        let access = AccessService(ports: ports, throttle: LoginThrottle(clock: clock), clock: clock)
        let relay = EventRelay(feed: store, pollInterval: .milliseconds(50))
        let open: ServerEnvironment.InventoryOpener = { [store, clock] inventory, role, author in
            InventoryUseCases(
                inventory: inventory, ports: try await store.ports(for: inventory), clock: clock, publisher: relay,
                role: role, author: author, secrets: secrets)
        }
        var server = ServerEnvironment(
            access: access, memberships: MembershipService(ports: ports, access: access, clock: clock),
            shares: ShareVisits(
                ports: ports, clock: clock, limit: ShareVisitLimit(policy: sharePolicy, clock: clock)
            ) { [store] inventory in InventoryQueryService(readModel: try await store.ports(for: inventory).readModel)
            },
            openInventory: open,
            events: relay, secrets: secrets, secureCookies: secureCookies, publicURL: publicURL,
            maximumImportBytes: maximumImportBytes, trustedProxies: trustedProxies)
        // A stream asks before every change it would send, so that a test sees access end without waiting on a clock.
        server.streamTiming.recheck = .zero
        server.codeReader = codeReader
        self.server = server
    }

    public static let password = "correct horse battery"

    /// Sets up the owner `robin` and returns the session token.
    public func setUpOwner() async throws -> SecretToken {
        try await server.access.setUp(
            SetUpRequest(
                username: "robin", displayName: "Robin", password: Self.password, inventoryName: "Home",
                address: "127.0.0.1")
        ).token
    }

    /// Invites a member with a role into the local inventory and returns their session token.
    public func addMember(_ username: String, role: Role, invitedWith ownerToken: SecretToken) async throws
        -> SecretToken
    {
        let owner = try await server.access.authenticate(ownerToken)
        let invitation = try await server.memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: role.rawValue), by: owner)
        return try await server.memberships.accept(
            AcceptInvitationRequest(
                token: invitation.token, username: username, displayName: username, password: Self.password,
                address: "192.0.2.1")
        ).token
    }

    /// A person with an account of their own but no membership in the local inventory.
    public func addStranger(_ username: String, ownerToken: SecretToken) async throws -> SecretToken {
        let token = try await addMember(username, role: .viewer, invitedWith: ownerToken)
        let stranger = try await server.access.authenticate(token)
        _ = try await server.memberships.createInventory(named: username + "'s things", by: stranger)
        try await server.memberships.remove(stranger.account.id, from: Inventory.localID, by: stranger)
        return token
    }
}

extension TestEnvironment {
    /// Waits until `count` event streams are open, then ends them all, so that a test can read whole streams.
    public func closeEventStreams(once count: Int = 1) async throws {
        try await waitForEventStreams(count)
        await server.events.close()
    }

    /// Waits until `count` event streams are open.
    public func waitForEventStreams(_ count: Int) async throws {
        try await waitUntil("\(count) event streams opening") { await server.events.subscriberCount >= count }
    }

    /// The response of a request whose stream should end by itself; if it has not after `patience`, every stream is
    /// ended so that the test can go on, and `endedByItself` is false.
    public func streamEndingByItself<Response: Sendable>(
        _ request: Task<Response, any Error>, patience: Duration = .seconds(600)
    ) async throws -> (response: Response, endedByItself: Bool) {
        let fallback = Task {
            do { try await Task.sleep(for: patience) } catch { return false }
            await server.events.close()
            return true
        }
        let response = try await request.value
        fallback.cancel()
        return (response, !(await fallback.value))
    }
}
