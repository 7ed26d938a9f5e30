import ToteDomain

extension InventoryCommandService {
    public func provisionBox(_ request: ProvisionBoxRequest) async throws -> BoxNumber {
        try authorize()
        let title = try Title(request.title)
        let location = try Location.optional(request.location)
        let note = try Note.optional(request.note)
        let box = try await provisioning.provisionBox(title: title, location: location, note: note)
        try await boxes.add(box)
        await publisher.publish(box.pendingEvents, in: inventory)
        return box.number
    }

    public func renameBox(_ request: RenameBoxRequest) async throws {
        try authorize()
        let title = try Title(request.title)
        let now = clock.now()
        try await change(request.box) { $0.rename(to: title, at: now) }
    }

    public func relocateBox(_ request: RelocateBoxRequest) async throws {
        try authorize()
        let location = try Location.optional(request.location)
        let now = clock.now()
        try await change(request.box) { $0.relocate(to: location, at: now) }
    }

    public func changeBoxNote(_ request: ChangeBoxNoteRequest) async throws {
        try authorize()
        let note = try Note.optional(request.note)
        let now = clock.now()
        try await change(request.box) { $0.changeNote(to: note, at: now) }
    }

    public func removeBox(_ request: RemoveBoxRequest) async throws {
        try authorize()
        let now = clock.now()
        try await committing {
            var box = try await load(request.box)
            try box.retire(force: request.force, at: now)
            try await boxes.remove(box)
            return [box]
        }
    }

    public func emptyBox(_ request: EmptyBoxRequest) async throws {
        try authorize()
        guard request.box != request.destination else { throw InventoryError.emptyingIntoItself(request.box) }
        let now = clock.now()
        try await committing {
            var source = try await load(request.box)
            var destination = try await load(request.destination)
            try Box.moveAllItems(from: &source, to: &destination, at: now)
            try await boxes.save([source, destination])
            return [source, destination]
        }
    }
}
