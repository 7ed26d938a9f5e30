import Hummingbird
import Logging

/// The router every HTTP delivery mechanism adds its routes to, with the middleware they all share.
public enum ToteRouter {
    /// The paths that answer everyone alike, whatever credential a request carries: the health check, and the
    /// metrics that the server adds at `/metrics`.
    public static let anonymousPaths: Set<String> = ["/health", "/metrics"]

    /// The page a browser gets for an address that no route answers.
    public typealias NotFoundPage = @Sendable (Request, ToteRequestContext) async -> Response

    /// A router with the shared middleware, `/health`, and the routes `addRoutes` adds. `HEAD` is answered
    /// wherever `GET` is, a path that exists with other methods answers 405 with `Allow`, and an unknown address
    /// answers 404: with `notFoundPage` for a `GET` outside the API, else with a problem document.
    public static func make(
        environment: ServerEnvironment, notFoundPage: NotFoundPage? = nil,
        _ addRoutes: (Router<ToteRequestContext>) throws -> Void
    ) rethrows -> Router<ToteRequestContext> {
        let router = Router(context: ToteRequestContext.self, options: .autoGenerateHeadEndpoints)
        let allowed = AllowedMethods()
        router.add(middleware: ForwardedHeadersMiddleware(proxies: environment.trustedProxies))
        router.add(middleware: AccessLogMiddleware())
        router.add(middleware: CompressionMiddleware())
        router.add(middleware: SecurityHeadersMiddleware(isSecure: environment.secureCookies))
        router.add(middleware: ProblemDetailsMiddleware())
        router.add(middleware: AuthenticationMiddleware(access: environment.access))
        router.add(middleware: RouteNotFoundMiddleware(allowed: allowed, page: notFoundPage))
        router.get("/health") { _, _ in "ok" }
        try addRoutes(router)
        allowed.learn(router)
        return router
    }
}
