import ToteApplication
import ToteDomain

/// The interactor of the boxes scene (its business logic): lists boxes and adds new ones. Its data store is the number
/// of the box just added, for the router.
struct BoxesInteractor: Sendable {
    let workspace: Workspace
    private(set) var provisionedBox: BoxNumber?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func list(_ request: BoxesModels.List.Request, form: BoxesModels.AddForm, failure: (any Error)?) async throws
        -> BoxesModels.List.Response
    {
        BoxesModels.List.Response(
            listing: request.listing, page: try await workspace.useCases.queries.listBoxes(request.listing),
            role: workspace.role, form: form, failure: failure)
    }

    /// The box a typed number names; throws when it is no number or there is no such box.
    func find(_ request: BoxesModels.GoTo.Request) async throws -> BoxNumber {
        let number = try BoxNumber(parsing: request.typed)
        _ = try await workspace.useCases.queries.showBox(number, PageRequest(size: 1))
        return number
    }

    mutating func add(_ request: BoxesModels.Add.Request) async throws {
        provisionedBox = try await workspace.useCases.commands.provisionBox(
            ProvisionBoxRequest(
                title: request.form.title, location: request.form.location, note: request.form.note))
    }
}

extension BoxesInteractor {
    /// The scene's router: to the new box's page, so its items can be added right away.
    var routeAfterAdding: String {
        provisionedBox.map(Paths.box) ?? Paths.boxes
    }
}
