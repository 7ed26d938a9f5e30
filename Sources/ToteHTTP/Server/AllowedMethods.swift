import Hummingbird
import Synchronization

/// Which methods each path of the router answers, learnt once every route is added, so that a request with
/// another method is told `405 Method Not Allowed` and what `Allow`s, not `404`.
final class AllowedMethods: Sendable {
    private struct Route {
        let segments: [Substring]
        var methods: Set<String>
    }

    private let routes = Mutex<[Route]>([])

    init() {}

    /// Takes in every route of `router`; a `GET` also allows `HEAD`.
    func learn(_ router: Router<ToteRequestContext>) {
        var learnt: [String: Route] = [:]
        for route in router.routes {
            let path = Self.segments(of: route.path.description)
            let key = path.joined(separator: "/")
            learnt[key, default: Route(segments: path, methods: [])].methods.insert(route.method.rawValue)
            if route.method == .get { learnt[key]?.methods.insert("HEAD") }
        }
        let sorted = Array(learnt.values)
        routes.withLock { $0 = sorted }
    }

    /// The methods some route answers at `path`, sorted; empty when no route has that path.
    func methods(at path: String) -> [String] {
        let requested = Self.segments(of: path)
        let matching = routes.withLock { routes in
            routes.filter { Self.matches($0.segments, requested) }.map(\.methods)
        }
        return matching.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted()
    }

    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// A route's segment matches a requested one when it is the same text, a capture (`{name}`, `:name`) or `*`;
    /// `**` matches whatever is left.
    private static func matches(_ route: [Substring], _ requested: [Substring]) -> Bool {
        guard let first = route.first else { return requested.isEmpty }
        if first == "**" { return true }
        guard let head = requested.first else { return false }
        let isCapture = first == "*" || first.hasPrefix(":") || (first.hasPrefix("{") && first.hasSuffix("}"))
        guard isCapture || first == head else { return false }
        return matches(Array(route.dropFirst()), Array(requested.dropFirst()))
    }
}

/// Tells a request that no route answers whether its path exists with other methods (405, with `Allow`) or not at
/// all (404): a page to a browser's `GET` outside the API when there is a ``ToteRouter/NotFoundPage``, a problem
/// document otherwise. It sits closest to the routes, so the router's own "not found" reaches it first.
struct RouteNotFoundMiddleware: RouterMiddleware {
    typealias Context = ToteRequestContext

    let allowed: AllowedMethods
    let page: ToteRouter.NotFoundPage?

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let methods = allowed.methods(at: request.uri.path)
            guard methods.isEmpty else {
                throw RequestError.methodNotAllowed(request.method.rawValue, allowed: methods)
            }
            let isPageRequest = [.get, .head].contains(request.method) && !request.uri.path.hasPrefix("/api/")
            guard let page, isPageRequest else { throw RequestError.routeNotFound }
            return await page(request, context)
        }
    }
}
