import ToteApplication
import ToteDomain
import ToteMemoryStore
import ToteTesting

/// An access service over a fresh memory store, with a clock that only moves when told.
struct AccessFixture {
    let store = InMemoryStore()
    let clock = ManualClock()
    let hasher = InsecureTestHasher()
    let service: AccessService
    let memberships: MembershipService

    /// With a `limit`, every hash and password check takes a place in it, as on the server.
    init(policy: LoginThrottle.Policy = LoginThrottle.Policy(), limit: PasswordCheckLimit? = nil) {
        let limited: any PasswordHasher = if let limit { LimitedPasswordHasher(hasher, limit: limit) } else { hasher }
        let ports = AccessPorts(store: store, hasher: limited, secrets: CountingSecretGenerator())
        service = AccessService(ports: ports, throttle: LoginThrottle(policy: policy, clock: clock), clock: clock)
        memberships = MembershipService(ports: ports, access: service, clock: clock)
    }

    static let password = "correct horse battery"

    @discardableResult
    func setUpOwner(_ username: String = "robin") async throws -> LoginResponse {
        try await service.setUp(
            SetUpRequest(
                username: username, displayName: "Robin", password: Self.password, inventoryName: "Home",
                address: "127.0.0.1"))
    }

    /// The owner's principal after set-up.
    func owner() async throws -> Principal {
        try await service.authenticate(setUpOwner().token)
    }

    /// Invites someone with a role and lets them accept as a new account.
    @discardableResult
    func member(_ username: String, role: Role, by owner: Principal) async throws -> Principal {
        let invitation = try await memberships.invite(
            InviteRequest(inventory: Inventory.localID, role: role.rawValue), by: owner)
        let session = try await memberships.accept(
            AcceptInvitationRequest(
                token: invitation.token, username: username, displayName: username, password: Self.password,
                address: "192.0.2.1"))
        return try await service.authenticate(session.token)
    }

    func login(_ username: String = "robin", password: String = password, from address: String = "127.0.0.1")
        async throws -> LoginResponse
    {
        try await service.login(LoginRequest(username: username, password: password, address: address))
    }
}
