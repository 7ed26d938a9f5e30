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

    init(policy: LoginThrottle.Policy = LoginThrottle.Policy()) {
        let ports = AccessPorts(
            accounts: store.accounts(), memberships: store.memberships(), inventories: store.inventories(),
            sessions: store.sessions(), hasher: hasher, secrets: CountingSecretGenerator())
        service = AccessService(ports: ports, throttle: LoginThrottle(policy: policy, clock: clock), clock: clock)
    }

    static let password = "correct horse battery"

    @discardableResult
    func setUpOwner(_ username: String = "robin") async throws -> LoginResponse {
        try await service.setUp(
            SetUpRequest(
                username: username, displayName: "Robin", password: Self.password, inventoryName: "Home",
                address: "127.0.0.1"))
    }

    func login(_ username: String = "robin", password: String = password, from address: String = "127.0.0.1")
        async throws -> LoginResponse
    {
        try await service.login(LoginRequest(username: username, password: password, address: address))
    }
}
