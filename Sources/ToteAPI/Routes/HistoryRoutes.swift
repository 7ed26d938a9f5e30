import Hummingbird
import Logging
import ToteApplication
import ToteHTTP
import ToteJSON

/// `history` page by page, and `events`: the same entries live, as server-sent events.
enum HistoryRoutes {
    static func add(to inventory: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        inventory.get("history") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let page = try await access.useCases.queries.history(of: request.boxNumber("box"), request.pageRequest())
            return try JSONResponse.make(PageJSON.page(page, HistoryJSON.entry))
        }
        inventory.get("events") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let entries = try await environment.events.subscribe(
                to: access.id, after: EventStream.lastEventID(of: request))
            let logger = context.logger
            return EventStream.response(entries) { entry in render(entry, logger: logger) }
        }
    }

    /// One entry as a line of JSON; should encoding ever fail, the failure is logged and sent as a problem.
    private static func render(_ entry: HistoryEntry, logger: Logger) -> String {
        do {
            return try JSONDocument.compactText(for: HistoryJSON.entry(entry))
        } catch {
            logger.error("cannot encode a history entry", metadata: ["error": "\(String(reflecting: error))"])
            return
                #"{"type":"about:blank","title":"Internal error","status":500,"detail":"an event could not be sent"}"#
        }
    }
}
