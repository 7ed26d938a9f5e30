import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing
import ToteApplication
import ToteHTTP
import ToteHTTPTesting

@Suite("Forwarded headers")
struct ForwardedHeadersTests {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!
    static let strictTransport = HTTPField.Name("Strict-Transport-Security")!

    /// A live server whose one route answers who it thinks is asking, how, and the link it would hand out.
    func asking(
        trusting blocks: [String], headers: HTTPFields
    ) async throws -> (answer: String, strictTransport: String?) {
        let environment = TestEnvironment(trustedProxies: try TrustedProxies(parsing: blocks))
        let app = environment.application { router, server in
            router.get("/who") { request, context in
                "\(context.clientAddress) \(server.absoluteURL("/boxes/1", for: request, context: context))"
            }
        }
        return try await app.test(.live) { client in
            let response = try await client.execute(uri: "/who", method: .get, headers: headers)
            return (String(buffer: response.body), response.headers[Self.strictTransport])
        }
    }

    @Test("a trusted proxy's client address and scheme are believed, for the throttle, links and HSTS")
    func trusted() async throws {
        let (answer, strictTransport) = try await asking(
            trusting: ["127.0.0.0/8"],
            headers: [Self.forwardedFor: "203.0.113.9", Self.forwardedProto: "https"])

        #expect(answer.wholeMatch(of: /203\.0\.113\.9 https:\/\/127\.0\.0\.1:[0-9]+\/boxes\/1/) != nil, "\(answer)")
        #expect(strictTransport == "max-age=31536000")
    }

    @Test("from a peer that is no trusted proxy the headers are ignored", arguments: [[], ["10.0.0.0/8"]])
    func untrusted(_ blocks: [String]) async throws {
        let (answer, strictTransport) = try await asking(
            trusting: blocks,
            headers: [Self.forwardedFor: "203.0.113.9", Self.forwardedProto: "https"])

        #expect(answer.wholeMatch(of: /127\.0\.0\.1 http:\/\/127\.0\.0\.1:[0-9]+\/boxes\/1/) != nil, "\(answer)")
        #expect(strictTransport == nil)
    }
}
