import HTTPTypes
import HummingbirdTesting
import Testing
import ToteHTTP
import ToteHTTPTesting

@Suite("Security headers")
struct SecurityHeadersTests {
    @Test("every response forbids framing, sniffing, referrers and inline scripts")
    func headers() async throws {
        let app = TestEnvironment().application { _, _ in }

        try await app.test(.router) { client in
            try await client.execute(uri: "/health", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy] == SecurityHeadersMiddleware.contentSecurityPolicy)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
                #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer")
            }
        }
    }

    @Test("only behind HTTPS are browsers told to insist on it, on every answer, an unknown path's too")
    func strictTransport() async throws {
        let name = HTTPField.Name("Strict-Transport-Security")!
        for (secure, expected) in [(true, "max-age=31536000" as String?), (false, nil)] {
            let app = TestEnvironment(secureCookies: secure).application { _, _ in }
            try await app.test(.router) { client in
                for path in ["/health", "/nowhere"] {
                    let response = try await client.execute(uri: path, method: .get)
                    #expect(response.headers[name] == expected, "\(path), secure: \(secure)")
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                }
            }
        }
    }

    @Test("the content security policy allows no inline script")
    func noInlineScript() {
        let policy = SecurityHeadersMiddleware.contentSecurityPolicy

        #expect(policy.contains("script-src 'self'"))
        #expect(!policy.contains("unsafe-inline"))
        #expect(policy.contains("frame-ancestors 'none'"))
    }
}
