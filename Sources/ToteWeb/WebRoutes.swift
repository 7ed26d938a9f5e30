import Hummingbird
import ToteHTTP

/// The web pages: server-rendered HTML that works without JavaScript, each page a Clean Swift scene. A scene's
/// configurator is the function in `Routing/WebRoutes+….swift` that adds its routes; the error page's is part of
/// ``WebRouteBuilder``.
public enum WebRoutes {
    /// Adds the pages, their form posts, the live event stream and the static assets to `router`.
    public static func add(to router: Router<ToteRequestContext>, environment: ServerEnvironment) throws {
        let app = WebApp(environment: environment, renderer: try PageRenderer.load())
        let routes = WebRouteBuilder(router: router, app: app)
        try AssetRoutes.add(to: router)
        EventsRoute.add(to: router, environment: environment)
        addSetup(routes, app)
        addLogin(routes, app)
        addBoxes(routes, app)
        addBox(routes, app)
        addFind(routes, app)
        addPhoneCopy(routes, app)
        addHistory(routes, app)
        addArrivals(routes, app)
        addScanning(routes, app)
        addLabels(routes, app)
        addTransfers(routes, app)
        addPhotos(routes, app)
        addMembers(routes, app)
        addInvitation(routes, app)
        addPasswordReset(routes, app)
        addSharing(routes, app)
        addAccount(routes, app)
        addInventories(routes, app)
        addConfirmations(routes, app)
    }

    /// The "not found" page, for an address outside the API that no route answers.
    public static func notFoundPage(environment: ServerEnvironment) throws -> ToteRouter.NotFoundPage {
        let app = WebApp(environment: environment, renderer: try PageRenderer.load())
        return { request, context in
            WebRouteBuilder.response(
                for: RequestError.pageNotFound, visit: WebRouteBuilder.visit(request, context, app: app), app: app)
        }
    }
}
