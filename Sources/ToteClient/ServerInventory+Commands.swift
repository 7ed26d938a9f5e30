import Foundation
import ToteApplication
import ToteDomain

/// The network side of the inventory's command port: each command is one request of the API, sent with an
/// `Idempotency-Key` so that it may be sent again when its answer is lost. What the domain would refuse in what a
/// person typed is refused here first, with the same words, before anything is sent.
extension ServerInventory: InventoryCommands {
    public func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber {
        let body = Components.Schemas.NewBoxRequest(
            title: request.title, location: request.location, note: request.note,
            kind: request.kind == .box ? nil : Components.Schemas.BoxKind(rawValue: request.kind.rawValue))
        let box = try await access.write { client, key in
            try await client.createBox(
                path: .init(inventoryId: path), headers: .init(Idempotency_hyphen_Key: key), body: .json(body)
            )
            .created.body.json
        }
        return try BoxNumber(box.number)
    }

    public func changeBox(_ request: ChangeBoxRequest) async throws -> [DomainEvent] {
        try Self.refuseVersion(request.expectedVersion)
        let body = Components.Schemas.BoxChanges(
            value1: request.title.map { .init(title: $0) }, value2: request.location.map { .init(location: $0 ?? "") },
            value3: request.note.map { .init(note: $0 ?? "") })
        let box = try await access.write { client, key in
            try await client.updateBox(
                path: .init(inventoryId: path, box: request.box.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(body)
            ).ok.body.json
        }
        return try (box.changes ?? []).map { try ServerEvents.event($0) }
    }

    /// A box that still holds items is refused as the store refuses it, with how many, so the command line can
    /// say what to do.
    public func removeBox(_ request: RemoveBoxRequest) async throws -> RemovalResponse {
        do {
            let removal = try await access.write { client, key in
                try await client.removeBox(
                    path: .init(inventoryId: path, box: request.box.value),
                    query: .init(force: request.force, boxes_into: request.heldBoxes?.text),
                    headers: .init(Idempotency_hyphen_Key: key)
                ).ok.body.json
            }
            return try Self.removal(removal)
        } catch let problem as ServerProblem where problem.status == 409 && !request.force {
            let box = try await showBox(request.box, .first).box
            let notEmpty = InventoryError.boxNotEmpty(request.box, itemCount: box.itemCount)
            guard box.itemCount > 0, problem.detail == notEmpty.description else { throw problem }
            throw notEmpty
        }
    }

    public func emptyBox(_ request: EmptyBoxRequest) async throws -> [DomainEvent] {
        let box = try await access.write { client, key in
            try await client.emptyBox(
                path: .init(inventoryId: path, box: request.box.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(.init(into: request.destination.value))
            ).ok.body.json
        }
        return try (box.changes ?? []).map { try ServerEvents.event($0) }
    }

    public func moveBox(_ request: MoveBoxRequest) async throws -> [DomainEvent] {
        let moved = try await access.write { client, key in
            try await client.moveBox(
                path: .init(inventoryId: path, box: request.box.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(.init(into: request.destination?.value))
            ).ok.body.json
        }
        return try moved.changes.map { try ServerEvents.event($0) }
    }

    public func changeBoxes(_ request: ChangeBoxesRequest) async throws -> [DomainEvent] {
        var body = Components.Schemas.BoxesChangeRequest(boxes: Self.ranges(request.boxes))
        for change in request.changes {
            switch change {
            case .room(let text): body.room = text
            case .status(let text): body.status = .init(rawValue: try PackingStatus(parsing: text).rawValue)
            case .mark(let text): body.mark = .init(rawValue: try BoxMark(parsing: text).rawValue)
            case .unmark(let text): body.unmark = .init(rawValue: try BoxMark(parsing: text).rawValue)
            }
        }
        let changed = try await access.write { client, key in
            try await client.changeBoxes(
                path: .init(inventoryId: path), headers: .init(Idempotency_hyphen_Key: key), body: .json(body)
            ).ok.body.json
        }
        return try changed.changes.map { try ServerEvents.event($0) }
    }

    public func provisionItem(_ request: ProvisionItemRequest) async throws -> ItemSummary {
        let body = Components.Schemas.NewItemRequest(
            title: request.title, quantity: request.quantity.value, note: request.note)
        let item = try await access.write { client, key in
            try await client.createItem(
                path: .init(inventoryId: path, box: request.box.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(body)
            ).created.body.json
        }
        return try ServerReadings.item(item)
    }

    /// The whole list in one request, checked here first as the store checks it, so that an entry it refuses is
    /// told by its place in the list.
    public func provisionItems(_ request: ProvisionItemsRequest) async throws -> [ItemNumber] {
        let entries = try request.checkedEntries()
        let body = Components.Schemas.NewItemsRequest(
            items: entries.map { .init(title: $0.title.text, quantity: $0.quantity.value, note: $0.note?.text) })
        let added = try await access.write { client, key in
            try await client.createItems(
                path: .init(inventoryId: path, box: request.box.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(body)
            ).created.body.json
        }
        return try added.numbers.map { try ItemNumber($0) }
    }

    public func changeItem(_ request: ChangeItemRequest) async throws -> [DomainEvent] {
        try Self.refuseVersion(request.expectedVersion)
        if let box = request.box {
            guard request.title == nil, request.quantity == nil, request.note == nil else {
                throw ServerUnsupported("moving an item and changing it in one change")
            }
            let item = try await access.write { client, key in
                try await client.moveItem(
                    path: .init(inventoryId: path, item: request.item.value),
                    headers: .init(Idempotency_hyphen_Key: key), body: .json(.init(box: box.value))
                ).ok.body.json
            }
            return try (item.changes ?? []).map { try ServerEvents.event($0) }
        }
        let body = Components.Schemas.ItemChanges(
            value1: request.title.map { .init(title: $0) }, value2: request.quantity.map { .init(quantity: $0.value) },
            value3: request.note.map { .init(note: $0 ?? "") })
        let item = try await access.write { client, key in
            try await client.updateItem(
                path: .init(inventoryId: path, item: request.item.value), headers: .init(Idempotency_hyphen_Key: key),
                body: .json(body)
            ).ok.body.json
        }
        return try (item.changes ?? []).map { try ServerEvents.event($0) }
    }

    public func removeItem(_ request: RemoveItemRequest) async throws -> RemovalResponse {
        let removal = try await access.write { client, key in
            try await client.removeItem(
                path: .init(inventoryId: path, item: request.item.value), headers: .init(Idempotency_hyphen_Key: key)
            ).ok.body.json
        }
        return try Self.removal(removal)
    }

    public func changeItems(_ request: ChangeItemsRequest) async throws -> [DomainEvent] {
        let body = Components.Schemas.ItemsChangeRequest(
            items: NumberSelection.text(request.items), box: request.box?.value, quantity: request.quantity?.value,
            seenIn: request.seenIn?.value)
        return try await changeItems(body).changes.map { try ServerEvents.event($0) }
    }

    public func removeItems(_ request: RemoveItemsRequest) async throws -> RemovalResponse {
        let changed = try await changeItems(.init(items: NumberSelection.text(request.items), remove: true))
        guard let removal = changed.removal.flatMap(RemovalID.init(uuidString:)) else {
            throw ServerReadings.unreadable("a removal")
        }
        return RemovalResponse(removal: removal, events: try changed.changes.map { try ServerEvents.event($0) })
    }

    private func changeItems(_ body: Components.Schemas.ItemsChangeRequest) async throws
        -> Components.Schemas.ItemsChanged
    {
        try await access.write { client, key in
            try await client.changeItems(
                path: .init(inventoryId: path), headers: .init(Idempotency_hyphen_Key: key), body: .json(body)
            ).ok.body.json
        }
    }

    public func importRows(_ rows: any ImportRows, from source: String, dryRun: Bool) throws -> Job<ImportReport> {
        throw ServerUnsupported("importing a file")
    }

    public func importInventory(_ records: any KeptRecords, replace: Bool, dryRun: Bool) throws -> Job<ImportReport> {
        throw ServerUnsupported("putting back a whole inventory")
    }

    public func restore(_ request: RestoreRequest) async throws -> [DomainEvent] {
        let restored = try await access.write { client, key in
            try await client.restoreRemoval(
                path: .init(inventoryId: path, removal: request.removal.description),
                headers: .init(Idempotency_hyphen_Key: key)
            ).ok.body.json
        }
        return try restored.changes.map { try ServerEvents.event($0) }
    }

    private static func removal(_ removal: Components.Schemas.Removal) throws -> RemovalResponse {
        guard let id = RemovalID(uuidString: removal.removal) else { throw ServerReadings.unreadable("a removal") }
        return RemovalResponse(removal: id, events: try removal.changes.map { try ServerEvents.event($0) })
    }

    /// A change made only from the version a person saw is the web's; the command line makes none.
    private static func refuseVersion(_ version: Int?) throws {
        if version != nil { throw ServerUnsupported("a change made only from the version it was read at") }
    }
}
