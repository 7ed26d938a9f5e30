import ToteApplication
import ToteDomain
import ToteHTTP
import TotePresentation

/// The interactor of the box scene (its business logic): shows a box and carries out the changes its page offers. Its
/// data store is what the router needs after a change: where the box's items went, and what was added or removed.
struct BoxInteractor: Sendable {
    let workspace: Workspace
    private(set) var box: BoxNumber?
    private(set) var emptiedInto: BoxNumber?
    private(set) var addedItem: ItemNumber?
    private(set) var boxRemoved = false
    /// The item whose photos a change was about, whose page to go back to.
    private(set) var photographedItem: ItemNumber?
    /// What the last change did, for the message the next page shows.
    private(set) var outcome: BoxModels.Outcome?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func show(_ request: BoxModels.Show.Request, failure: BoxModels.Failure?) async throws -> BoxModels.Show.Response {
        let queries = workspace.useCases.queries
        let detail = try await queries.showBox(request.box, request.page)
        return BoxModels.Show.Response(
            detail: detail, role: workspace.role, failure: failure,
            added: try await addedItem(request.added, to: request.box),
            rooms: try await queries.arrivals().map(\.room), photos: try await queries.photos(of: .box(request.box)),
            covers: try await queries.covers(of: detail.items.entries.map { .item($0.number) }))
    }

    /// The item just added to `box`; nil when it has gone since, or is in another box.
    private func addedItem(_ number: ItemNumber?, to box: BoxNumber) async throws -> ItemSummary? {
        guard let number else { return nil }
        do {
            let item = try await workspace.useCases.queries.showItem(number)
            return item.box.number == box ? item : nil
        } catch InventoryError.itemNotFound {
            return nil
        }
    }

    mutating func change(_ request: BoxModels.Change.Request) async throws {
        let commands = workspace.useCases.commands
        let box = request.box
        self.box = box
        switch request.command {
        case .edit(let details):
            let request = ChangeBoxRequest(
                box: box, title: details.title, location: details.location.map(Optional.some),
                note: details.note.map(Optional.some),
                expectedVersion: try details.expectedVersion())
            outcome = .changed(request.isEmpty ? [] : try await commands.changeBox(request))
        case .remove(let withItems, let boxesInto):
            let heldBoxes = try boxesInto.map { text throws(ValidationError) -> Rehoming in
                text.allSatisfy(\.isWhitespace) ? .out : try Rehoming(parsing: text)
            }
            let request = RemoveBoxRequest(box: box, force: withItems, heldBoxes: heldBoxes)
            outcome = .removed(try await commands.removeBox(request), home: box)
            boxRemoved = true
        case .empty(let destination):
            let destination = try BoxNumber(parsing: destination)
            outcome = .moved(try await commands.emptyBox(EmptyBoxRequest(box: box, into: destination)), from: box)
            emptiedInto = destination
        case .pack(let destination):
            let blank = destination.allSatisfy(\.isWhitespace)
            let destination = blank ? nil : try BoxNumber(parsing: destination)
            outcome = .packed(try await commands.moveBox(MoveBoxRequest(box: box, into: destination)))
        case .addItem(let title, let quantity, let note):
            addedItem = try await commands.provisionItem(
                ProvisionItemRequest(
                    box: box, title: title, quantity: try Quantity(parsing: quantity), note: note)
            ).number
        case .editItem(let item, let details):
            let request = ChangeItemRequest(
                item: item, title: details.title, quantity: try details.quantity.map(Quantity.init(parsing:)),
                note: details.note.map(Optional.some), expectedVersion: try details.expectedVersion())
            outcome = .changed(request.isEmpty ? [] : try await commands.changeItem(request))
        case .moveItem(let item, let destination):
            let request = ChangeItemRequest(item: item, box: try BoxNumber(parsing: destination))
            outcome = .moved(try await commands.changeItem(request), from: box)
        case .removeItem(let item):
            outcome = .removed(try await commands.removeItem(RemoveItemRequest(item: item)), home: box)
        case .undoRemoval(let removal):
            guard let removal = RemovalID(uuidString: removal) else { throw InventoryError.removalNotFound }
            outcome = .changed(try await commands.restore(RestoreRequest(removal: removal)))
        case .addPhotos(let files, let item):
            let subject: PhotoSubject = item.map { .item($0) } ?? .box(box)
            let photos = try await PhotoIntake.take(try PhotoIntake.uploads(from: files)) { drafts in
                try await commands.addPhotos(AddPhotosRequest(subject: subject, drafts: drafts))
            }
            photographedItem = item
            outcome = .said("Added \(Counted(photos.count, "photo")) to \(subject).")
        case .makeCover(let photo, let item):
            let photo = try await commands.makeCover(try Self.photoID(photo))
            photographedItem = item
            outcome = .said("That photo is now the cover of \(photo.subject).")
        case .removePhoto(let photo, let item):
            let photo = try await commands.removePhoto(try Self.photoID(photo))
            photographedItem = item
            outcome = .said("Removed a photo of \(photo.subject).")
        case .moveBack(let items, let source):
            let request = ChangeItemsRequest(
                items: try ItemNumberList.numbers(parsing: items), box: box, seenIn: try BoxNumber(parsing: source))
            outcome = .changed(try await commands.changeItems(request))
        case .changeTicked(let change):
            try await changeTicked(change, in: box)
        }
    }

    /// Carries out what the form of the ticked items asks, for the items it names: items seen in `box`, or (nil) in
    /// several boxes, as search results list them; a move of those is not undone from its message.
    mutating func changeTicked(_ change: BoxModels.SelectionChange, in box: BoxNumber?) async throws {
        let commands = workspace.useCases.commands
        let items: [ItemNumber] = try NumberSelection.numbers(change.items)
        switch change.action {
        case .move:
            guard !change.destination.allSatisfy(\.isWhitespace) else { throw ValidationError.empty(.boxNumber) }
            let request = ChangeItemsRequest(items: items, box: try BoxNumber(parsing: change.destination), seenIn: box)
            let events = try await commands.changeItems(request)
            outcome = box.map { .moved(events, from: $0) } ?? .changed(events)
        case .quantity:
            let request = ChangeItemsRequest(
                items: items, quantity: try Quantity(parsing: change.quantity), seenIn: box)
            outcome = .changed(try await commands.changeItems(request))
        case .remove:
            let removal = try await commands.removeItems(RemoveItemsRequest(items: items))
            outcome = (box ?? removal.events.first?.box.number).map { .removed(removal, home: $0) } ?? .changed([])
        case nil:
            throw RequestError.malformed("choose what to do with the items: move, set their quantity or remove")
        }
    }
}

extension BoxInteractor {
    /// A photo's handle as a form posted it; one that is none is no photo of this inventory.
    static func photoID(_ text: String) throws(InventoryError) -> PhotoID {
        guard let id = PhotoID(uuidString: text) else { throw .photoNotFound }
        return id
    }

    /// The scene's router: back to the box (with the form ready for the next item after an add), to the box its items
    /// went into, or to the list once the box is gone.
    var routeAfterChange: String {
        if boxRemoved { return Paths.boxes }
        if let emptiedInto { return Paths.box(emptiedInto) }
        guard let box else { return Paths.boxes }
        if let photographedItem { return Paths.item(photographedItem, in: box) }
        return addedItem.map { Paths.itemAdded($0, to: box) } ?? Paths.box(box)
    }
}
