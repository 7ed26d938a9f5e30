import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ToteDomain
import ToteHTTP
import ToteHTTPTesting

@Suite("Recognising who sends a request")
struct AuthenticationMiddlewareTests {
    /// A route that answers with the requester's username, or "anonymous".
    func whoAmI(_ environment: TestEnvironment) -> some ApplicationProtocol {
        environment.application { router, _ in
            router.get("/who") { _, context in context.principal?.account.username.text ?? "anonymous" }
        }
    }

    @Test("a bearer token and a session cookie both identify their holder")
    func credentials() async throws {
        let environment = TestEnvironment()
        let token = try await environment.setUpOwner()

        try await whoAmI(environment).test(.router) { client in
            try await client.execute(uri: "/who", method: .get, headers: [.authorization: "Bearer \(token.text)"]) {
                #expect(String(buffer: $0.body) == "robin")
            }
            try await client.execute(uri: "/who", method: .get, headers: [.cookie: "tote_session=\(token.text)"]) {
                #expect(String(buffer: $0.body) == "robin")
            }
            try await client.execute(uri: "/who", method: .get) {
                #expect(String(buffer: $0.body) == "anonymous")
            }
        }
    }

    @Test(
        "the health check and the metrics ignore any credential, right or wrong",
        arguments: ["/health", "/metrics"])
    func anonymousPaths(path: String) async throws {
        let environment = TestEnvironment()
        let token = try await environment.setUpOwner()
        let app = environment.application { router, _ in
            router.get("/metrics") { _, context in context.principal?.account.username.text ?? "anonymous" }
        }

        try await app.test(.router) { client in
            for authorization in ["", "Bearer \(token.text)", "Bearer wrong", "Basic abc"] {
                let headers: HTTPFields = authorization.isEmpty ? [:] : [.authorization: authorization]
                try await client.execute(uri: path, method: .get, headers: headers) {
                    #expect($0.status == .ok, "\(authorization)")
                    if path == "/metrics" { #expect(String(buffer: $0.body) == "anonymous") }
                }
            }
        }
    }

    @Test("an unknown session cookie is treated as no cookie")
    func staleCookie() async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()

        try await whoAmI(environment).test(.router) { client in
            try await client.execute(uri: "/who", method: .get, headers: [.cookie: "tote_session=expired"]) {
                #expect($0.status == .ok)
                #expect(String(buffer: $0.body) == "anonymous")
            }
        }
    }

    @Test(
        "a bearer token that is unknown, empty or of another scheme is refused",
        arguments: ["Bearer made-up", "Bearer ", "Basic cm9iaW46cGFzc3dvcmQ=", "Bearer"])
    func badBearer(header: String) async throws {
        let environment = TestEnvironment()
        _ = try await environment.setUpOwner()

        try await whoAmI(environment).test(.router) { client in
            try await client.execute(uri: "/who", method: .get, headers: [.authorization: header]) {
                #expect($0.status == .unauthorized)
            }
        }
    }
}

@Suite("Errors as problem details")
struct ProblemDetailsTests {
    @Test("a refused bearer token is answered with problem details")
    func problem() async throws {
        let environment = TestEnvironment()
        let app = environment.application { router, _ in router.get("/who") { _, _ in "never" } }

        try await app.test(.router) { client in
            try await client.execute(uri: "/who", method: .get, headers: [.authorization: "Bearer made-up"]) {
                response in
                #expect(response.headers[.contentType] == "application/problem+json")
                #expect(
                    String(buffer: response.body)
                        == #"{"detail":"log in first","errors":[],"status":401,"title":"Not authenticated","type":"about:blank"}"#
                )
            }
        }
    }

    @Test("too many attempts says when to come back")
    func retryAfter() throws {
        let response = ProblemDetails.response(for: AccessError.tooManyAttempts(retryAfterSeconds: 42))

        #expect(response.status == .tooManyRequests)
        #expect(response.headers[.retryAfter] == "42")
    }
}
