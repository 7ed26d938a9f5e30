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
            .add(middleware: IdempotencyMiddleware(requests: environment.repeatedRequests))
        api.get("openapi.json") { _, _ in document.response }
        SetupRoutes.add(to: api, environment: environment)
        SessionRoutes.add(to: api, environment: environment)
        TokenRoutes.add(to: api, environment: environment)
        InventoryRoutes.add(to: api, environment: environment)
        InvitationRoutes.add(to: api, environment: environment)

        let inventory = api.group("inventories/{inventoryId}")
        BoxRoutes.add(to: inventory, environment: environment)
        ItemRoutes.add(to: inventory, environment: environment)
        SearchRoutes.add(to: inventory, environment: environment)
        MovingRoutes.add(to: inventory, environment: environment)
        HistoryRoutes.add(to: inventory, environment: environment)
        MemberRoutes.add(to: inventory, environment: environment)
        TransferRoutes.add(to: inventory, environment: environment)
        PhotoRoutes.add(to: inventory, environment: environment)
    }
}
