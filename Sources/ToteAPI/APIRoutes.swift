import Foundation
import Hummingbird
import ToteHTTP

/// The JSON API under `/api/v1`, described by the OpenAPI document it serves at `/api/v1/openapi.json`.
public enum APIRoutes {
    /// Where every route of the API lives.
    public static let basePath = "/api/v1"

    /// Adds every route of the API; their errors become `application/problem+json` documents in
    /// ``ProblemDetailsMiddleware``.
    public static func add(to router: Router<ToteRequestContext>, environment: ServerEnvironment) throws {
        let document = try OpenAPIDocument.load()
        let api = router.group(RouterPath(basePath)).add(middleware: BearerOnlyMiddleware())
        api.get("openapi.json") { _, _ in document.response }
        let inventory = InventoryGroups(
            api.group("inventories/{inventoryId}"), repeatedRequests: environment.repeatedRequests)
        BoxRoutes.add(to: inventory, environment: environment)
        ItemRoutes.add(to: inventory, environment: environment)
        SearchRoutes.add(to: inventory, environment: environment)
        MovingRoutes.add(to: inventory, environment: environment)
        HistoryRoutes.add(to: inventory, environment: environment)
        MemberRoutes.add(to: inventory, environment: environment)
        TransferRoutes.add(to: inventory, environment: environment)
        PhotoRoutes.add(to: inventory, environment: environment)
        LabelRoutes.add(to: inventory, environment: environment)
        ShareRoutes.add(to: inventory, environment: environment)

        // The routes of no inventory: the caller is decided from the head (a bearer token, or none where anyone may
        // ask) before a body is read.
        let account = api.group().add(middleware: IdempotencyMiddleware(requests: environment.repeatedRequests))
        SetupRoutes.add(to: account, environment: environment)
        SessionRoutes.add(to: account, environment: environment)
        TokenRoutes.add(to: account, environment: environment)
        InventoryRoutes.add(to: account, environment: environment)
        InvitationRoutes.add(to: account, environment: environment)
    }
}
