import ToteDomain

extension InventoryCommandService {
    public func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemNumber {
        try authorize()
        let title = try Title(request.title)
        let quantity = try Quantity(request.quantity)
        let note = try Note.optional(request.note)
        _ = try await load(request.box)
        let item = try await provisioning.provisionItem(title: title, quantity: quantity, note: note)
        let now = clock.now()
        try await change(request.box) { try $0.add(item, at: now) }
        return item.number
    }

    public func renameItem(_ request: RenameItemRequest) async throws {
        try authorize()
        let title = try Title(request.title)
        let now = clock.now()
        try await change(holding: request.item) { try $0.renameItem(numbered: request.item, to: title, at: now) }
    }

    public func changeQuantity(_ request: ChangeQuantityRequest) async throws {
        try authorize()
        let quantity = try Quantity(request.quantity)
        let now = clock.now()
        try await change(holding: request.item) { try $0.changeQuantity(ofItem: request.item, to: quantity, at: now) }
    }

    public func changeItemNote(_ request: ChangeItemNoteRequest) async throws {
        try authorize()
        let note = try Note.optional(request.note)
        let now = clock.now()
        try await change(holding: request.item) { try $0.changeNote(ofItem: request.item, to: note, at: now) }
    }

    public func moveItem(_ request: MoveItemRequest) async throws {
        try authorize()
        let now = clock.now()
        try await committing {
            var source = try await load(holding: request.item)
            var destination = try await load(request.destination)
            try Box.move(itemNumbered: request.item, from: &source, to: &destination, at: now)
            try await boxes.save([source, destination])
            return [source, destination]
        }
    }

    public func removeItem(_ request: RemoveItemRequest) async throws {
        try authorize()
        let now = clock.now()
        try await change(holding: request.item) { try $0.removeItem(numbered: request.item, at: now) }
    }
}
