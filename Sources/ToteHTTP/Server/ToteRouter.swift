import Hummingbird
import Logging

/// The router every HTTP delivery mechanism adds its routes to, with the middleware they all share.
public enum ToteRouter {
    /// The paths that answer everyone alike, whatever credential a request carries: the health check, and the
    /// metrics that the server adds at `/metrics`.
    public static let anonymousPaths: Set<String> = ["/health", "/metrics"]

    public static func make(environment: ServerEnvironment) -> Router<ToteRequestContext> {
        let router = Router(context: ToteRequestContext.self)
        router.add(middleware: AccessLogMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(isSecure: environment.secureCookies))
        router.add(middleware: ProblemDetailsMiddleware())
        router.add(middleware: AuthenticationMiddleware(access: environment.access))
        router.get("/health") { _, _ in "ok" }
        return router
    }
}
