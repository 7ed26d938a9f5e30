import ToteApplication
import ToteDomain
import ToteHTTP

/// The interactor of the boxes scene (its business logic): lists and counts boxes, changes many at once, and adds new
/// ones. Its data store is the number of the box just added, for the router.
struct BoxesInteractor: Sendable {
    let workspace: Workspace
    private(set) var provisionedBox: BoxNumber?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func list(
        _ request: BoxesModels.List.Request, form: BoxesModels.AddForm, failure: (any Error)?,
        change: BoxesModels.ChangeForm = .init(), changeFailure: (any Error)? = nil
    ) async throws -> BoxesModels.List.Response {
        let queries = workspace.useCases.queries
        let page = try await queries.listBoxes(request.listing)
        return BoxesModels.List.Response(
            listing: request.listing, page: page, counts: try await queries.boxCounts(), role: workspace.role,
            form: form, failure: failure, change: change, changeFailure: changeFailure,
            covers: try await queries.covers(of: page.entries.map { .box($0.number) }),
            paths: try await queries.paths(to: page.entries.filter { $0.container != nil }.map(\.number)))
    }

    /// The box a typed number names; throws when it is no number or there is no such box.
    func find(_ request: BoxesModels.GoTo.Request) async throws -> BoxNumber {
        let number = try BoxNumber(parsing: request.typed)
        _ = try await workspace.useCases.queries.showBox(number, PageRequest(size: 1))
        return number
    }

    /// Changes the boxes chosen, all in one change or none; answers its events and how many boxes were chosen.
    func change(_ request: BoxesModels.Change.Request) async throws -> (events: [DomainEvent], chosen: Int) {
        let form = request.form
        var words = form.ticked + [form.numbers]
        if form.everyListed {
            guard let listing = request.listing else {
                throw RequestError.malformed("the list of boxes the form was sent from cannot be read")
            }
            words += try await numbers(listedBy: listing).map { String($0.value) }
        }
        let boxes: [BoxNumber] = try NumberSelection.numbers(words)
        let events = try await workspace.useCases.commands.changeBoxes(
            ChangeBoxesRequest(boxes: boxes, changes: try Self.changes(form)))
        return (events, boxes.count)
    }

    mutating func add(_ request: BoxesModels.Add.Request) async throws {
        provisionedBox = try await workspace.useCases.commands.provisionBox(
            ProvisionBoxRequest(
                title: request.form.title, location: request.form.location, note: request.form.note,
                kind: try request.form.chosenKind))
    }

    /// Every box a listing shows, on every page of it; more than one change may name is refused before reading.
    private func numbers(listedBy listing: BoxListing) async throws -> [BoxNumber] {
        var listing = listing
        listing.page = try PageRequest(size: PageRequest.sizes.upperBound)
        var page = try await workspace.useCases.queries.listBoxes(listing)
        guard page.totalCount <= NumberSelection.maximum else {
            throw ValidationError.tooMany(.boxNumbers, maximum: NumberSelection.maximum, actual: page.totalCount)
        }
        var numbers = page.entries.map(\.number)
        while page.entries.count == listing.page.size {
            listing.page = try PageRequest(number: listing.page.number + 1, size: listing.page.size)
            page = try await workspace.useCases.queries.listBoxes(listing)
            numbers += page.entries.map(\.number)
        }
        return numbers
    }

    /// The changes chosen: a room (or clearing it), a status, and each mark put on or taken off; blank leaves it.
    private static func changes(_ form: BoxesModels.ChangeForm) throws(ValidationError) -> [ChangeBoxesRequest.Change] {
        var changes: [ChangeBoxesRequest.Change] = []
        if form.clearRoom {
            changes.append(.room(""))
        } else if !form.room.trimmingCharacters(in: .whitespaces).isEmpty {
            changes.append(.room(form.room))
        }
        if !form.status.isEmpty { changes.append(.status(form.status)) }
        for (mark, choice) in [(BoxMark.fragile, form.fragile), (.openFirst, form.openFirst)] {
            switch choice {
            case "": break
            case "mark": changes.append(.mark(mark.rawValue))
            case "unmark": changes.append(.unmark(mark.rawValue))
            default: throw .notOneOf(.mark, text: choice, allowed: ["mark", "unmark"])
            }
        }
        return changes
    }
}

extension BoxesInteractor {
    /// The scene's router: to the new box's page, so its items can be added right away.
    var routeAfterAdding: String {
        provisionedBox.map(Paths.box) ?? Paths.boxes
    }
}
