import Hummingbird
import ToteHTTP

/// The web pages: server-rendered HTML that works without JavaScript, each page a Clean Swift scene.
public enum WebRoutes {
    /// Adds the pages, their form posts, the live event stream and the static assets to `router`.
    public static func add(to router: Router<ToteRequestContext>, environment: ServerEnvironment) throws {
        let app = WebApp(environment: environment, renderer: try PageRenderer.load())
        let routes = WebRouteBuilder(router: router, app: app)
        try AssetRoutes.add(to: router)
        EventsRoute.add(to: router, environment: environment)
        addSession(routes, app)
        addBoxes(routes, app)
        addReading(routes, app)
        addPeople(routes, app)
    }

    private static func addSession(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/setup") { try await SetupConfigurator.show($0, app: app) }
        routes.post("/setup") { try await SetupConfigurator.setUp($0, $1, app: app) }
        routes.get("/login") { try await LoginConfigurator.show($0, app: app) }
        routes.post("/login") { try await LoginConfigurator.logIn($0, $1, app: app) }
        routes.post("/logout") { visit, _ in try await LoginConfigurator.logOut(visit, app: app) }
    }

    private static func addReading(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/find") { try await FindConfigurator.show($0, app: app) }
        routes.get("/history") { try await HistoryConfigurator.show($0, app: app) }
    }
}
