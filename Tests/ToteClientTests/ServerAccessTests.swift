import HummingbirdTesting
import Testing
import ToteAPI
import ToteClient
import ToteDomain
import ToteHTTPTesting

/// Logging in to a live server over its API, through the client generated from the API document.
@Suite("Logging in to a server")
struct ServerAccessTests {
    /// Runs `test` with a live server that has its owner set up, and the address it listens at.
    static func withServer(_ test: @Sendable (ToteServer) async throws -> Void) async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()
        let app = try environment.application { router, server in try APIRoutes.add(to: router, environment: server) }
        try await app.test(.live) { client in
            try await test(try ToteServer("http://127.0.0.1:\(try #require(client.port))"))
        }
    }

    @Test("a password gives a personal token, which tells who it is, and logging out revokes it")
    func logInAndOut() async throws {
        try await Self.withServer { server in
            let token = try await ServerAccess(server: server).logIn(
                username: "robin", password: TestEnvironment.password, tokenName: "tote on laptop")
            let access = ServerAccess(server: server.loggedIn(with: token))

            let me = try await access.whoami()
            #expect(me.username == "robin" && me.displayName == "Robin")
            #expect(me.inventories == [.init(id: Inventory.localID, name: "Home", role: .owner)])

            try await access.logOut()
            await #expect(throws: ServerProblem(status: 401, detail: "log in first")) { try await access.whoami() }
        }
    }

    @Test("a wrong password is the server's refusal, in one line")
    func wrongPassword() async throws {
        try await Self.withServer { server in
            await #expect(throws: ServerProblem.self) {
                try await ServerAccess(server: server).logIn(
                    username: "robin", password: "not the password", tokenName: "tote")
            }
        }
    }

    @Test("a server that is not there cannot be reached, in one line")
    func unreachable() async throws {
        let server = try ToteServer("http://127.0.0.1:9")
        await #expect(throws: ServerUnreachable.self) { try await ServerAccess(server: server).whoami() }
    }

    @Test(
        "an address that names no server is refused",
        arguments: ["home", "ftp://home.example", "https://home.example/api", "https://robin:pw@home.example", ""])
    func notAnAddress(text: String) {
        #expect(throws: ServerUnreachable.self) { try ToteServer(text) }
    }
}
