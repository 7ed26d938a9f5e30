import ToteApplication
import ToteDomain

/// Starts and ends sessions.
protocol LoginBusinessLogic: Sendable {
    func needsSetUp() async throws -> Bool
    mutating func logIn(_ request: LoginModels.LogIn.Request) async throws
    func logOut(_ token: SecretToken) async throws
}

/// The new session, for the response's cookie.
protocol LoginDataStore: Sendable {
    var session: LoginResponse? { get }
}

struct LoginInteractor: LoginBusinessLogic, LoginDataStore {
    let access: AccessService
    private(set) var session: LoginResponse?

    init(access: AccessService) {
        self.access = access
    }

    func needsSetUp() async throws -> Bool {
        try await access.needsSetUp()
    }

    mutating func logIn(_ request: LoginModels.LogIn.Request) async throws {
        session = try await access.login(
            LoginRequest(username: request.username, password: request.password, address: request.address))
    }

    func logOut(_ token: SecretToken) async throws {
        try await access.logout(token)
    }
}
