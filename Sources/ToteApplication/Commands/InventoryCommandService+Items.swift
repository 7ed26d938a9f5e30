import ToteDomain

extension InventoryCommandService {
    public func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemNumber {
        try authorize()
        let title = try Title(request.title)
        let note = try Note.optional(request.note)
        let now = clock.now()
        let item = try await items.provision(into: request.box) { box, identities in
            try ProvisioningService(identities: identities).provisionItem(
                title: title, quantity: request.quantity, note: note, in: box, at: now)
        }
        await publish(item.pendingEvents)
        return item.number
    }

    public func changeItem(_ request: ChangeItemRequest) async throws {
        try authorize()
        let title = try request.title.map { text throws(ValidationError) in try Title(text) }
        let note = try request.note.map { text throws(ValidationError) in try Note.optional(text) }
        let now = clock.now()
        let item = try await items.change(request.item, movingInto: request.box) { item, destination in
            try item.expect(version: request.expectedVersion)
            if let title { item.rename(to: title, at: now) }
            if let quantity = request.quantity { item.changeQuantity(to: quantity, at: now) }
            if let note { item.changeNote(to: note, at: now) }
            if let destination { try item.move(into: destination, at: now) }
        }
        await publish(item.pendingEvents)
    }

    public func removeItem(_ request: RemoveItemRequest) async throws {
        try authorize()
        let now = clock.now()
        let events = try await items.remove(request.item) { item in item.remove(at: now) }
        await publish(events)
    }
}
