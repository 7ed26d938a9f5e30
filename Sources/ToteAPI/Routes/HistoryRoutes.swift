import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `history` page by page, and `events`: the same entries live, as server-sent events.
enum HistoryRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("history") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let page = try await access.useCases.queries.history(of: request.boxNumber("box"), request.pageRequest())
            return JSONResponse.make(PageJSON.page(page, HistoryJSON.entry))
        }
        inventory.reading.get("events") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            return try await environment.historyStream(of: access.id, for: request, context: context)
        }
    }
}
