import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `search`: boxes and items matching what was typed.
enum SearchRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("search") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let queries = access.useCases.queries
            let results = try await queries.search(try request.requiredText("q"), request.pageRequest())
            let paths = try await queries.paths(to: results.hits.map(\.box))
            return JSONResponse.make(
                SearchJSON.results(results, paths: paths),
                headers: PageLinks.fields(for: request, page: results.request.number, pageCount: results.pageCount))
        }
    }
}
