import ToteApplication
import ToteDomain

/// The interactor of the login scene (its business logic): starts and ends sessions. Its data store is the new session,
/// for the response's cookie.
struct LoginInteractor: Sendable {
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
