import HTTPTypes
import Hummingbird

/// Headers that keep pages from being framed, sniffed, leaking their address or running injected scripts; behind
/// HTTPS (`--secure-cookies`), browsers are also told to use nothing else for a year.
public struct SecurityHeadersMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    /// Scripts and styles come only from Tote itself; no inline script runs.
    public static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'"
    }

    private static let frameOptions = HTTPField.Name("X-Frame-Options")!
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")!

    private static let strictTransportSecurity = HTTPField.Name("Strict-Transport-Security")!

    /// Whether Tote is reached over HTTPS, so that browsers may be told to insist on it.
    let isSecure: Bool

    public init(isSecure: Bool) {
        self.isSecure = isSecure
    }

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.frameOptions] = "DENY"
        // Invitation links carry a secret in their path; no other site may see it.
        response.headers[Self.referrerPolicy] = "no-referrer"
        if isSecure || context.arrivedOverHTTPS {
            response.headers[Self.strictTransportSecurity] = "max-age=31536000"
        }
        return response
    }
}
