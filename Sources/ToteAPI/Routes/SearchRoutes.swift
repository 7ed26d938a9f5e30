import Hummingbird
import ToteApplication
import ToteHTTP
import ToteJSON

/// `search`: boxes and items matching what was typed.
enum SearchRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("search") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let results = try await access.useCases.queries.search(try request.requiredText("q"), request.pageRequest())
            return JSONResponse.make(
                SearchJSON.results(results),
                headers: PageLinks.fields(for: request, page: results.request.number, pageCount: results.pageCount))
        }
    }
}
