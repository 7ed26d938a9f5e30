import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `boxes`: list, provision, show, change, remove and empty boxes, and put items into them; undo a removal.
enum BoxRoutes {
    /// The largest list of items taken at once: room for 10,000 entries with titles and short notes.
    static let largestItemList = 4 << 20

    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("boxes") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let requested = try request.pageRequest()
            var listing =
                try request.text("numbers").map { text throws(ValidationError) in
                    BoxListing(page: requested, numbers: try NumberSelection.numbers([text]))
                } ?? .all(requested)
            try listing.narrow(room: request.text("room"), status: request.text("status"), mark: request.text("mark"))
            let page = try await access.useCases.queries.listBoxes(listing)
            let paths = try await access.useCases.queries.paths(
                to: page.entries.filter { $0.container != nil }.map(\.number))
            return JSONResponse.page(page, for: request) { InventoryJSON.box($0, in: paths[$0.number] ?? []) }
        }
        inventory.changing.post("boxes") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let body = try await RequestBody.decode(NewBoxBody.self, from: request, context: context)
            let number = try await access.useCases.commands.provisionBox(try body.request)
            let box = try await AfterChange.shown { try await access.useCases.queries.showBox(number) }
            return JSONResponse.created(InventoryJSON.box(box), at: access.location("boxes/\(number.value)"))
        }
        inventory.reading.get("boxes/{box}") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let number = try context.parameters.boxNumber()
            let box = try await access.useCases.queries.showBox(number, request.pageRequest())
            return JSONResponse.make(InventoryJSON.box(box))
        }
        inventory.changing.patch("boxes/{box}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.boxNumber()
            let body = try await RequestBody.decode(BoxPatchBody.self, from: request, context: context)
            let events = try await access.useCases.commands.changeBox(try body.request(for: number))
            let box = try await AfterChange.shown { try await access.useCases.queries.showBox(number) }
            return JSONResponse.make(InventoryJSON.box(box).with("changes", HistoryJSON.changes(events)))
        }
        inventory.changing.delete("boxes/{box}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let request = RemoveBoxRequest(
                box: try context.parameters.boxNumber(), force: try request.flag("force"),
                heldBoxes: try request.text("boxes_into").map { text throws(ValidationError) in
                    try Rehoming(parsing: text)
                })
            return JSONResponse.make(RemovalJSON.removal(try await access.useCases.commands.removeBox(request)))
        }
        inventory.changing.post("boxes/{box}/items/batch") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.boxNumber()
            let body = try await RequestBody.decode(
                NewItemsBody.self, from: request, context: context, upTo: Self.largestItemList)
            let items = try await access.useCases.commands.provisionItems(try body.request(for: number))
            return JSONResponse.make(.object(["numbers": .array(items.map { .integer($0.value) })]), status: .created)
        }
        inventory.changing.post("removals/{removal}/restore") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let removal = try context.parameters.removalID()
            let events = try await access.useCases.commands.restore(RestoreRequest(removal: removal))
            return JSONResponse.make(.object(["changes": HistoryJSON.changes(events)]))
        }
        inventory.changing.post("boxes/{box}/empty") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.boxNumber()
            let body = try await RequestBody.decode(EmptyBoxBody.self, from: request, context: context)
            let destination = try body.destination()
            let events = try await access.useCases.commands.emptyBox(EmptyBoxRequest(box: number, into: destination))
            let box = try await AfterChange.shown { try await access.useCases.queries.showBox(destination) }
            return JSONResponse.make(InventoryJSON.box(box).with("changes", HistoryJSON.changes(events)))
        }
        inventory.changing.post("boxes/{box}/move") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.boxNumber()
            let body = try await RequestBody.decode(MoveBoxBody.self, from: request, context: context)
            let events = try await access.useCases.commands.moveBox(
                MoveBoxRequest(box: number, into: try body.destination()))
            return JSONResponse.make(.object(["changes": HistoryJSON.changes(events)]))
        }
        inventory.changing.post("boxes/{box}/items") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.boxNumber()
            let body = try await RequestBody.decode(NewItemBody.self, from: request, context: context)
            let item = try await access.useCases.commands.provisionItem(
                ProvisionItemRequest(
                    box: number, title: body.title, quantity: try body.quantity.map { try Quantity($0) } ?? .one,
                    note: body.note))
            return JSONResponse.created(InventoryJSON.item(item), at: access.location("items/\(item.number.value)"))
        }
    }
}
