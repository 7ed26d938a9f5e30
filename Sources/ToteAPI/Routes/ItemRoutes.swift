import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON
import ToteJSONText

/// `items`: find, show, change, move and remove items, one or many at once.
enum ItemRoutes {
    static func add(to inventory: InventoryGroups, environment: ServerEnvironment) {
        inventory.reading.get("items") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let text = try request.requiredText("q")
            let results = try await access.useCases.queries.search(text, request.pageRequest(), kinds: [.item])
            return JSONResponse.page(results.items, for: request, InventoryJSON.item)
        }
        inventory.reading.get("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let item = try await access.useCases.queries.showItem(context.parameters.itemNumber())
            return JSONResponse.make(InventoryJSON.item(item))
        }
        inventory.changing.patch("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.itemNumber()
            let body = try await RequestBody.decode(ItemPatchBody.self, from: request, context: context)
            let events = try await access.useCases.commands.changeItem(try body.request(for: number))
            let item = try await AfterChange.shown { try await access.useCases.queries.showItem(number) }
            return JSONResponse.make(InventoryJSON.item(item).with("changes", HistoryJSON.changes(events)))
        }
        inventory.changing.delete("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let removal = try await access.useCases.commands.removeItem(
                RemoveItemRequest(item: context.parameters.itemNumber()))
            return JSONResponse.make(RemovalJSON.removal(removal))
        }
        inventory.changing.post("items/changes") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let body = try await RequestBody.decode(ItemsChangeBody.self, from: request, context: context)
            switch try body.intent() {
            case .change(let change):
                let events = try await access.useCases.commands.changeItems(change)
                return JSONResponse.make(
                    .object(["changedCount": changedCount(events), "changes": HistoryJSON.changes(events)]))
            case .remove(let removal):
                let removed = try await access.useCases.commands.removeItems(removal)
                return JSONResponse.make(
                    RemovalJSON.removal(removed).with("changedCount", changedCount(removed.events)))
            }
        }
        inventory.changing.post("items/{item}/move") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.itemNumber()
            let body = try await RequestBody.decode(MoveItemBody.self, from: request, context: context)
            let destination = try BoxNumber(body.box)
            let events = try await access.useCases.commands.changeItem(
                ChangeItemRequest(item: number, box: destination))
            let item = try await AfterChange.shown { try await access.useCases.queries.showItem(number) }
            return JSONResponse.make(InventoryJSON.item(item).with("changes", HistoryJSON.changes(events)))
        }
    }

    /// How many items `events` changed.
    private static func changedCount(_ events: [DomainEvent]) -> JSONValue {
        .integer(Set(events.compactMap(\.item?.number)).count)
    }
}
