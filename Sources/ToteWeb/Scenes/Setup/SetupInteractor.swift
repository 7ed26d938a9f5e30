import ToteApplication

/// Sets Tote up once.
protocol SetupBusinessLogic: Sendable {
    func needsSetUp() async throws -> Bool
    mutating func setUp(_ request: SetupModels.SetUp.Request) async throws
}

/// The session of the new owner, for the response's cookie.
protocol SetupDataStore: Sendable {
    var session: LoginResponse? { get }
}

struct SetupInteractor: SetupBusinessLogic, SetupDataStore {
    let access: AccessService
    private(set) var session: LoginResponse?

    init(access: AccessService) {
        self.access = access
    }

    func needsSetUp() async throws -> Bool {
        try await access.needsSetUp()
    }

    mutating func setUp(_ request: SetupModels.SetUp.Request) async throws {
        session = try await access.setUp(
            SetUpRequest(
                username: request.form.username, displayName: request.form.displayName, password: request.password,
                inventoryName: request.form.inventoryName, address: request.address))
    }
}
