import Hummingbird
import ToteHTTP

/// The API is for scripts: it believes a bearer token only. A browser's session cookie, which another site's page
/// could make the browser send, leaves the request anonymous, so the API never acts on it.
struct BearerOnlyMiddleware: RouterMiddleware {
    typealias Context = ToteRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var context = context
        if context.credential?.source == .cookie {
            context.principal = nil
            context.credential = nil
        }
        return try await next(request, context)
    }
}
