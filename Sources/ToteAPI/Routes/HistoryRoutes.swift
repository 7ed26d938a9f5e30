import Foundation
import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `history` page by page, and `events`: the same entries live, as server-sent events.
enum HistoryRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("history") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let box = try request.boxNumber("box")
            let queries = access.useCases.queries
            guard let batch = request.text("batch") else {
                return JSONResponse.page(
                    try await queries.history(of: box, request.pageRequest()), for: request, HistoryJSON.entry)
            }
            guard box == nil else { throw RequestError.malformed("give box or batch, not both") }
            guard let id = UUID(uuidString: batch) else {
                throw RequestError.malformed("batch must be the id of an import, such as a history entry's batch.id")
            }
            return JSONResponse.page(
                try await queries.history(inBatch: id, request.pageRequest()), for: request, HistoryJSON.entry)
        }
        inventory.reading.get("events") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            return try await environment.historyStream(of: access.id, for: request, context: context)
        }
    }
}
