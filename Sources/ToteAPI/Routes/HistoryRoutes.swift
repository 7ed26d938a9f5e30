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
            let entries = try await environment.events.subscribe(
                to: access.id, after: EventStream.lastEventID(of: request))
            return EventStream.response(entries, isAllowed: environment.readAccess(of: context, to: access.id)) {
                JSONDocument.compactText(for: HistoryJSON.entry($0))
            }
        }
    }
}
