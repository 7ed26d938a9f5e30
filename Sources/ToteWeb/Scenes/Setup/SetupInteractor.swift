import ToteApplication

/// The interactor of the setup scene (its business logic): sets Tote up once. Its data store is the session of the new
/// owner, for the response's cookie.
struct SetupInteractor: Sendable {
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
