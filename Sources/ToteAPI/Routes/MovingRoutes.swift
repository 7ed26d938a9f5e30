import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// Moving day: change many boxes at once, and check them off per room.
enum MovingRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.changing.post("boxes/changes") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let body = try await RequestBody.decode(BoxesChangeBody.self, from: request, context: context)
            let change = try body.request()
            let events = try await access.useCases.commands.changeBoxes(change)
            let boxes = try await AfterChange.shown {
                try await access.useCases.queries.listBoxes(.changed(change.boxes))
            }
            return JSONResponse.make(
                .object([
                    "changedCount": .integer(Set(events.map(\.box.number)).count),
                    "boxes": .array(boxes.entries.map(InventoryJSON.box)),
                    "changes": HistoryJSON.changes(events),
                ]))
        }
        inventory.reading.get("boxes/counts") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            return JSONResponse.make(MovingJSON.counts(try await access.useCases.queries.boxCounts()))
        }
        inventory.reading.get("arrivals") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            guard let text = request.text("room") else {
                return JSONResponse.make(.array(try await access.useCases.queries.arrivals().map(MovingJSON.arrivals)))
            }
            return JSONResponse.make(MovingJSON.arrivals(try await access.useCases.queries.arrivals(in: Room(text))))
        }
    }
}
