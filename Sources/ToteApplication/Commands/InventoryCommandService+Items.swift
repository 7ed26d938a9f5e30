import ToteDomain

extension InventoryCommandService {
    public func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemSummary {
        try authorize()
        let title = try Title(request.title)
        let note = try Note.optional(request.note)
        let now = clock.now()
        let (box, items) = try await items.provision(1, into: request.box) { box, identities in
            var item = try ProvisioningService(identities: identities).provisionItem(
                title: title, quantity: request.quantity, note: note, in: box, at: now)
            item.attribute(to: author)
            return [item]
        }
        await publish(items.flatMap(\.pendingEvents))
        return ItemSummary(added: items[0], in: box)
    }

    public func provisionItems(_ request: ProvisionItemsRequest) async throws -> [ItemNumber] {
        try authorize()
        let checked = try request.checkedEntries()
        let count = checked.count
        let now = clock.now()
        let (_, added) = try await items.provision(count, into: request.box) { box, identities in
            let provisioning = ProvisioningService(identities: identities)
            return try checked.map { entry in
                var item = try provisioning.provisionItem(
                    title: entry.title, quantity: entry.quantity, note: entry.note, in: box, at: now)
                item.attribute(to: author)
                return item
            }
        }
        await publish(added.flatMap(\.pendingEvents))
        return added.map(\.number)
    }

    public func changeItem(_ request: ChangeItemRequest) async throws -> [DomainEvent] {
        try authorize()
        let title = try request.title.map { text throws(ValidationError) in try Title(text) }
        let note = try request.note.map { text throws(ValidationError) in try Note.optional(text) }
        let now = clock.now()
        let item = try await items.change(request.item, movingInto: request.box) { item, destination in
            try item.expect(version: request.expectedVersion)
            if let title { item.rename(to: title, at: now) }
            if let quantity = request.quantity { item.changeQuantity(to: quantity, at: now) }
            if let note { item.changeNote(to: note, at: now) }
            if let destination { item.move(into: destination, at: now) }
            item.attribute(to: author)
        }
        await publish(item.pendingEvents)
        return item.pendingEvents
    }

    public func removeItem(_ request: RemoveItemRequest) async throws -> RemovalResponse {
        try await removeItems(RemoveItemsRequest(items: [request.item]))
    }

    public func removeItems(_ request: RemoveItemsRequest) async throws -> RemovalResponse {
        let numbers = try Self.checked(request.items)
        return try await removal { removal, now in
            try await items.remove(numbers, keeping: removal) { item in
                item.remove(at: now)
                item.attribute(to: author)
            }
        }
    }

    public func changeItems(_ request: ChangeItemsRequest) async throws -> [DomainEvent] {
        try authorize()
        let numbers = try Self.checked(request.items)
        guard request.box != nil || request.quantity != nil else { throw NothingToChangeError() }
        let now = clock.now()
        let seenIn = request.seenIn
        let quantity = request.quantity
        let events = try await items.change(numbers, movingInto: request.box) { item, destination in
            if let seenIn { try item.expect(in: seenIn) }
            if let quantity { item.changeQuantity(to: quantity, at: now) }
            if let destination { item.move(into: destination, at: now) }
            item.attribute(to: author)
        }
        await publish(events)
        return events
    }

    /// The items a change names, each once, in order; refused when there are none. How many one change may name is
    /// the delivery mechanism's to bound: an undo of emptying a box names every item it moved.
    private static func checked(_ items: [ItemNumber]) throws(ValidationError) -> [ItemNumber] {
        let numbers = Set(items).sorted()
        guard !numbers.isEmpty else { throw .empty(.itemNumbers) }
        return numbers
    }
}
