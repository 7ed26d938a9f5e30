import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// Moving day: change many boxes at once, and check them off per room.
enum MovingRoutes {
    static func add(to inventory: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        inventory.post("boxes/changes") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let body = try await RequestBody.decode(BoxesChangeBody.self, from: request, context: context)
            let change = try body.request()
            let events = try await access.useCases.commands.changeBoxes(change)
            let boxes = try await access.useCases.queries.listBoxes(
                BoxListing(
                    page: PageRequest(size: min(change.boxes.count, PageRequest.sizes.upperBound)),
                    numbers: change.boxes))
            return JSONResponse.make(
                .object([
                    "changedCount": .integer(Set(events.map(\.box.number)).count),
                    "boxes": .array(boxes.entries.map(InventoryJSON.box)),
                ]))
        }
        inventory.get("arrivals") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let rooms = try await access.useCases.queries.arrivals()
            guard let text = request.text("room") else {
                return JSONResponse.make(.array(rooms.map(MovingJSON.arrivals)))
            }
            let room = try Room(text)
            var listing = BoxListing.all(try PageRequest(size: PageRequest.sizes.upperBound))
            listing.room = room
            let boxes = try await access.useCases.queries.listBoxes(listing)
            let counted = rooms.first { BoxListing.Order.folded($0.room.text) == BoxListing.Order.folded(room.text) }
            return JSONResponse.make(
                MovingJSON.arrivals(counted ?? RoomArrivals(room: room, expected: 0, arrived: 0), boxes: boxes.entries))
        }
    }
}
