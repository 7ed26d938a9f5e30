import Hummingbird
import ToteHTTP

/// Adds the web app's routes: every page turns its errors into an error page, and every form post is
/// refused with 403 unless it carries the browser's CSRF token.
struct WebRouteBuilder {
    typealias PageHandler = @Sendable (Visit) async throws -> Response
    typealias FormHandler = @Sendable (Visit, FormFields) async throws -> Response

    let router: Router<ToteRequestContext>
    let app: WebApp

    func get(_ path: RouterPath, _ handle: @escaping PageHandler) {
        router.get(path) { [app] request, context in
            let visit = Self.visit(request, context, app: app)
            do {
                return try await handle(visit)
            } catch {
                return ErrorPageConfigurator.response(for: error, visit: visit, app: app)
            }
        }
    }

    func post(_ path: RouterPath, _ handle: @escaping FormHandler) {
        router.post(path) { [app] request, context in
            let visit = Self.visit(request, context, app: app)
            do {
                let form = try await FormFields.read(request, context: context)
                try visit.csrf.verify(form)
                return try await handle(visit, form)
            } catch {
                return ErrorPageConfigurator.response(for: error, visit: visit, app: app)
            }
        }
    }

    private static func visit(_ request: Request, _ context: ToteRequestContext, app: WebApp) -> Visit {
        Visit(
            request: request, context: context, csrf: CSRFToken.of(request, secrets: app.environment.secrets),
            secureCookies: app.environment.secureCookies)
    }
}
