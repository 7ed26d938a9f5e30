import Hummingbird
import Logging
import ToteDomain

/// Turns an error that ended a request into a page, or into the login page for an anonymous visitor.
enum ErrorPageConfigurator {
    static func response(for error: any Error, visit: Visit, app: WebApp) -> Response {
        switch error {
        case AccessError.notAuthenticated:
            let next = visit.request.method == .get ? visit.pathWithQuery : LocalPath.fallback
            return HTMLPage.redirect(to: LocalPath.login(returningTo: next), for: visit)
        case WebError.noInventory:
            return HTMLPage.redirect(to: Paths.inventories, for: visit)
        default:
            return page(for: error, visit: visit, app: app)
        }
    }

    private static func page(for error: any Error, visit: Visit, app: WebApp) -> Response {
        let viewModel = ErrorPagePresenter().present(
            ErrorPageModels.Show.Response(error: error, isLoggedIn: visit.context.principal != nil))
        if viewModel.status.code >= 500 {
            visit.context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))"])
        }
        let person = visit.context.principal.map {
            LayoutModels.Person(displayName: $0.account.displayName, inventories: [], current: nil)
        }
        do {
            return try app.page(viewModel, person: person, for: visit, status: viewModel.status)
        } catch {
            visit.context.logger.error("error page failed", metadata: ["error": "\(error)"])
            return Response(status: viewModel.status)
        }
    }
}
