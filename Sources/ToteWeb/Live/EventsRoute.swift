import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `/events`: the committed changes of the browser's current inventory as server-sent events, for live pages.
/// Only a logged-in member may listen; anyone else gets a 401 problem document. The stream ends once that
/// person logs out or stops being a member.
enum EventsRoute {
    static func add(to router: Router<ToteRequestContext>, environment: ServerEnvironment) {
        router.get("/events") { request, context in
            guard let principal = context.principal else { throw AccessError.notAuthenticated }
            let inventories = try await environment.memberships.inventories(of: principal)
            let named = InventoryCookie.inventory(in: request)
            guard let current = inventories.first(where: { $0.id == named }) ?? inventories.first else {
                throw AccessError.notAuthenticated
            }
            return try await environment.historyStream(
                of: current.id, for: request, context: context, ended: EventStream.accessEnded)
        }
    }
}
