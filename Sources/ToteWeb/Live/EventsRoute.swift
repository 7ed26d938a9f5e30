import Hummingbird
import Logging
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `/events`: the committed changes of the browser's current inventory as server-sent events, for live pages.
/// Only a logged-in member may listen; anyone else gets 401.
enum EventsRoute {
    static func add(to router: Router<ToteRequestContext>, environment: ServerEnvironment) {
        router.get("/events") { request, context in
            guard let principal = context.principal else { return Response(status: .unauthorized) }
            let inventories = try await environment.memberships.inventories(of: principal)
            let named = InventoryCookie.inventory(in: request)
            guard let current = inventories.first(where: { $0.id == named }) ?? inventories.first else {
                return Response(status: .unauthorized)
            }
            let entries = try await environment.events.subscribe(
                to: current.id, after: EventStream.lastEventID(of: request))
            let logger = context.logger
            return EventStream.response(entries) { data(for: $0, logger: logger) }
        }
    }

    /// The entry as one line of JSON; a page only needs to know that something changed, so an entry that
    /// cannot be encoded is still announced, by its sequence, and the failure is logged.
    static func data(for entry: HistoryEntry, logger: Logger) -> String {
        do {
            return try JSONDocument.compactText(for: HistoryJSON.entry(entry))
        } catch {
            logger.error("history entry not encodable", metadata: ["error": "\(error)"])
            return "{\"sequence\":\(entry.sequence)}"
        }
    }
}
