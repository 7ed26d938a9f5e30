import Hummingbird
import ToteApplication
import ToteCSV
import ToteHTTP

/// `export`: every item, or every box, as a CSV file for spreadsheets, streamed as it is read.
enum ExportRoutes {
    static func add(to inventory: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        inventory.get("export") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let queries = access.useCases.queries
            switch request.text("table") ?? "items" {
            case "items":
                return CSVDownload.response(named: "tote-items.csv", header: InventoryCSV.itemHeader) { send in
                    queries.exportItems { try send(InventoryCSV.lines($0)) }
                }
            case "boxes":
                return CSVDownload.response(named: "tote-boxes.csv", header: InventoryCSV.boxHeader) { send in
                    queries.exportBoxes { try send(InventoryCSV.lines($0)) }
                }
            case let other:
                throw RequestError.malformed("'\(other)' is not a table to export; use items or boxes")
            }
        }
    }
}
