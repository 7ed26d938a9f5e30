import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP
import ToteJSON

/// `items`: find, show, change, move and remove items.
enum ItemRoutes {
    static func add(to inventory: RouterGroup<ToteRequestContext>, environment: ServerEnvironment) {
        inventory.get("items") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let text = try request.requiredText("q")
            let page = try await access.useCases.queries.findItems(text, request.pageRequest())
            return try JSONResponse.make(PageJSON.page(page, InventoryJSON.item))
        }
        inventory.get("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context)
            let item = try await access.useCases.queries.showItem(context.parameters.itemNumber())
            return try JSONResponse.make(InventoryJSON.item(item))
        }
        inventory.patch("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.itemNumber()
            let body = try await RequestBody.decode(ItemPatchBody.self, from: request, context: context)
            try await body.apply(to: number, with: access.useCases)
            return try JSONResponse.make(InventoryJSON.item(try await access.useCases.queries.showItem(number)))
        }
        inventory.delete("items/{item}") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            try await access.useCases.commands.removeItem(RemoveItemRequest(item: context.parameters.itemNumber()))
            return JSONResponse.noContent
        }
        inventory.post("items/{item}/move") { request, context in
            let access = try await environment.inventory(of: request, context: context, for: .change)
            let number = try context.parameters.itemNumber()
            let body = try await RequestBody.decode(MoveItemBody.self, from: request, context: context)
            let destination = try BoxNumber(body.box)
            try await access.useCases.commands.moveItem(MoveItemRequest(item: number, into: destination))
            return try JSONResponse.make(InventoryJSON.item(try await access.useCases.queries.showItem(number)))
        }
    }
}

extension ItemPatchBody {
    /// Gives one command per changed field, after checking every field first, so that a refused value
    /// leaves the item as it was.
    func apply(to item: ItemNumber, with useCases: InventoryUseCases) async throws {
        guard title != nil || quantity != nil || note.change != nil else {
            throw MalformedRequest("give at least one of title, quantity or note to change")
        }
        if let title { _ = try Title(title) }
        if let quantity { _ = try Quantity(quantity) }
        if let note = note.change { _ = try Note.optional(note) }

        if let title { try await useCases.commands.renameItem(RenameItemRequest(item: item, title: title)) }
        if let quantity {
            try await useCases.commands.changeQuantity(ChangeQuantityRequest(item: item, quantity: quantity))
        }
        if let note = note.change {
            try await useCases.commands.changeItemNote(ChangeItemNoteRequest(item: item, note: note))
        }
    }
}
