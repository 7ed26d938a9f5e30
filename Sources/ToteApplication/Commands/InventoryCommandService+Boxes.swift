import ToteDomain

extension InventoryCommandService {
    public func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber {
        try authorize()
        let title = try Title(request.title)
        let location = try Location.optional(request.location)
        let note = try Note.optional(request.note)
        let now = clock.now()
        let box = try await boxes.provision { identities in
            var box = try ProvisioningService(identities: identities).provisionBox(
                title: title, location: location, note: note, kind: request.kind, at: now)
            box.attribute(to: author)
            return box
        }
        await publish(box.pendingEvents)
        return box.number
    }

    public func changeBox(_ request: ChangeBoxRequest) async throws -> [DomainEvent] {
        try authorize()
        let title = try request.title.map { text throws(ValidationError) in try Title(text) }
        let location = try request.location.map { text throws(ValidationError) in try Location.optional(text) }
        let note = try request.note.map { text throws(ValidationError) in try Note.optional(text) }
        let now = clock.now()
        let box = try await boxes.change(request.box) { box in
            try box.expect(version: request.expectedVersion)
            if let title { box.rename(to: title, at: now) }
            if let location { box.relocate(to: location, at: now) }
            if let note { box.changeNote(to: note, at: now) }
            box.attribute(to: author)
        }
        await publish(box.pendingEvents)
        return box.pendingEvents
    }

    public func removeBox(_ request: RemoveBoxRequest) async throws -> RemovalResponse {
        try await removal { removal, now in
            try await boxes.remove(request.box, keeping: removal, sendingHeldBoxes: request.heldBoxes) {
                box, contents, held in
                var moved = try box.retire(holding: contents, force: request.force, sending: held, at: now)
                box.attribute(to: author)
                for index in moved.indices { moved[index].attribute(to: author) }
                return moved
            }
        }
    }

    public func restore(_ request: RestoreRequest) async throws -> [DomainEvent] {
        try authorize()
        let now = clock.now()
        let events = try await boxes.restore(request.removal) { removal, homes, repacking in
            try removal.restore(into: homes, repacking: repacking, at: now).attributed(to: author)
        }
        await publish(events)
        return events
    }

    public func emptyBox(_ request: EmptyBoxRequest) async throws -> [DomainEvent] {
        try authorize()
        guard request.box != request.destination else { throw InventoryError.emptyingIntoItself(request.box) }
        let now = clock.now()
        let events = try await boxes.empty(request.box, into: request.destination) { source, contents, destination in
            try Box.emptying(source, holding: contents, into: destination, at: now).map { $0.attributed(to: author) }
        }
        await publish(events)
        return events
    }

    public func moveBox(_ request: MoveBoxRequest) async throws -> [DomainEvent] {
        try authorize()
        let now = clock.now()
        let box = try await boxes.move(request.box, into: request.destination) { box, placement in
            try box.move(to: placement, at: now)
            box.attribute(to: author)
        }
        await publish(box.pendingEvents)
        return box.pendingEvents
    }
}
