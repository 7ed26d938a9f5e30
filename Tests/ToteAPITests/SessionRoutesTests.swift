import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ToteAPI
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteHTTPTesting

@Suite("Setup, session and token routes")
struct SessionRoutesTests {
    let setUpBody =
        #"{"username":"robin","displayName":"Robin","password":"correct horse battery","inventoryName":"Home"}"#

    @Test("the first owner is set up once")
    func setUpOnce() async throws {
        let environment = TestEnvironment()
        let app = try environment.application { router, environment in
            try APIRoutes.add(to: router, environment: environment)
        }
        try await app.test(.router) { client in
            #expect(try await client.send(.get, "/api/v1/setup").object["needed"] as? Bool == true)
            try await client.send(
                .post, "/api/v1/setup",
                body: #"{"username":"robin","displayName":"Robin","password":"short","inventoryName":"Home"}"#
            )
            .expectProblem(.unprocessableContent, "password must be at least 10 characters long")
            #expect(try await client.send(.get, "/api/v1/setup").object["needed"] as? Bool == true)

            let created = try await client.send(.post, "/api/v1/setup", body: setUpBody)

            #expect(created.status == .created)
            #expect((created.object["account"] as? [String: Any])?["username"] as? String == "robin")
            let token = SecretToken(created.object["token"] as? String ?? "")
            #expect(try await client.send(.get, "/api/v1/session", token: token).status == .ok)
            #expect(try await client.send(.get, "/api/v1/setup").object["needed"] as? Bool == false)
            try await client.send(.post, "/api/v1/setup", body: setUpBody)
                .expectProblem(.conflict, "Tote is already set up; log in instead")
        }
    }

    @Test("login gives a session; wrong passwords are refused, then throttled with Retry-After")
    func login() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let session = try await client.send(
                .post, "/api/v1/session", body: #"{"username":"robin","password":"correct horse battery"}"#)
            #expect(session.status == .created)
            #expect(session.object["expiresAt"] is String)

            for _ in 1...5 {
                try await client.send(
                    .post, "/api/v1/session", body: #"{"username":"robin","password":"wrong password"}"#
                )
                .expectProblem(.unauthorized, "wrong username or password")
            }
            let throttled = try await client.send(
                .post, "/api/v1/session", body: #"{"username":"robin","password":"correct horse battery"}"#)
            throttled.expectProblem(.tooManyRequests, "too many failed attempts; try again in 900 seconds")
            #expect(throttled.headers[.retryAfter] == "900")
        }
    }

    @Test("GET session tells who is asking and their inventories; without a credential it is a 401")
    func whoAmI() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let me = try await client.send(.get, "/api/v1/session", token: world.viewer)
            #expect((me.object["account"] as? [String: Any])?["username"] as? String == "vera")
            let inventories = me.object["inventories"] as? [[String: Any]]
            #expect(inventories?.map { $0["role"] as? String } == ["viewer"])

            try await client.send(.get, "/api/v1/session").expectProblem(.unauthorized, "log in first")
        }
    }

    @Test("logout ends this session; logging out everywhere ends all of them")
    func logout() async throws {
        let world = try await APIWorld()
        let second = try await world.environment.server.access.login(
            LoginRequest(username: "robin", password: TestEnvironment.password, address: "127.0.0.1")
        ).token
        try await world.test { client in
            #expect(try await client.send(.delete, "/api/v1/session", token: second).status == .noContent)
            await #expect(throws: AccessError.notAuthenticated) {
                try await world.environment.server.access.authenticate(second)
            }
            #expect(try await client.send(.get, "/api/v1/session", token: world.owner).status == .ok)

            #expect(try await client.send(.delete, "/api/v1/sessions", token: world.owner).status == .ok)
            await #expect(throws: AccessError.notAuthenticated) {
                try await world.environment.server.access.authenticate(world.owner)
            }
            try await client.send(.delete, "/api/v1/sessions").expectProblem(.unauthorized, "log in first")
        }
    }

    @Test("an API token is made with its secret shown once, listed without it, and revoked")
    func tokens() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let created = try await client.send(
                .post, "/api/v1/tokens", token: world.editor, body: #"{"name":"backup"}"#)
            #expect(created.status == .created)
            let secret = SecretToken(created.object["token"] as? String ?? "")
            let id = created.object["id"] as? String ?? ""
            #expect(created.headers[.location] == "/api/v1/tokens/\(id)")
            #expect(try await client.send(.get, "/api/v1/session", token: secret).status == .ok)

            let list = try await client.send(.get, "/api/v1/tokens", token: world.editor)
            #expect(list.entries.map { $0["name"] as? String } == ["backup"])
            #expect(list.entries.first?["token"] == nil)

            try await client.send(.delete, "/api/v1/tokens/\(id)", token: world.owner)
                .expectProblem(.notFound, "there is no such API token")
            #expect(try await client.send(.delete, "/api/v1/tokens/\(id)", token: world.editor).status == .noContent)
            #expect(try await client.send(.get, "/api/v1/tokens", token: world.editor).entries.isEmpty)
            try await client.send(.post, "/api/v1/tokens", token: world.editor, body: #"{"name":""}"#)
                .expectProblem(.unprocessableContent, "token name must not be empty")
            try await client.send(.delete, "/api/v1/tokens/nope", token: world.editor).expectProblem(
                .badRequest, "'nope' is not a token id; it is a UUID such as 00000000-0000-0000-0000-000000000001")
        }
    }

    @Test("logging out with a personal API token revokes that token, and only it")
    func logoutWithApiToken() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let created = try await client.send(
                .post, "/api/v1/tokens", token: world.editor, body: #"{"name":"script"}"#)
            let secret = SecretToken(created.object["token"] as? String ?? "")

            #expect(try await client.send(.delete, "/api/v1/session", token: secret).status == .noContent)

            try await client.send(.get, "/api/v1/session", token: secret).expectProblem(.unauthorized, "log in first")
            #expect(try await client.send(.get, "/api/v1/tokens", token: world.editor).entries.isEmpty)
            #expect(try await client.send(.get, "/api/v1/session", token: world.editor).status == .ok)
        }
    }

    @Test("no answer of the API is kept by a cache: documents, empty answers and problems")
    func noStore() async throws {
        let world = try await APIWorld()
        try await world.test { client in
            let answers = [
                try await client.send(.get, "/api/v1/session", token: world.editor),
                try await client.send(.get, "/api/v1/session"),
                try await client.send(.get, "/api/v1/nowhere", token: world.editor),
                try await client.send(.delete, "/api/v1/session", token: world.viewer),
            ]

            #expect(answers.map(\.status) == [.ok, .unauthorized, .notFound, .noContent])
            #expect(answers.map { $0.headers[.cacheControl] } == Array(repeating: "no-store", count: 4))
        }
    }

    @Test("the browser's session cookie is not a credential of the API, so another site cannot use it")
    func cookieIsNoCredential() async throws {
        let world = try await APIWorld()
        try await world.arrangeKitchenAndBooks()
        let before = try await world.historyCount()
        let cookie: HTTPFields = [.cookie: "\(SessionCookie.name)=\(world.owner.text)"]
        try await world.test { client in
            try await client.send(.get, "/api/v1/session", headers: cookie).expectProblem(.unauthorized, "log in first")
            try await client.send(
                .post, APIWorld.inventory + "/boxes", body: #"{"title":"Forged"}"#, headers: cookie
            ).expectProblem(.unauthorized, "log in first")
            try await client.send(.post, "/api/v1/tokens", body: #"{"name":"forged"}"#, headers: cookie)
                .expectProblem(.unauthorized, "log in first")
        }
        #expect(try await world.historyCount() == before)
    }
}
