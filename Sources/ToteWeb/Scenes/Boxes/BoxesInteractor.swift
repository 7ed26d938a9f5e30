import ToteApplication
import ToteDomain

/// Lists boxes and adds new ones.
protocol BoxesBusinessLogic: Sendable {
    func list(_ request: BoxesModels.List.Request, form: BoxesModels.AddForm, failure: (any Error)?) async throws
        -> BoxesModels.List.Response
    mutating func add(_ request: BoxesModels.Add.Request) async throws
}

/// What the router needs after a post: the number of the box just added.
protocol BoxesDataStore: Sendable {
    var provisionedBox: BoxNumber? { get }
}

struct BoxesInteractor: BoxesBusinessLogic, BoxesDataStore {
    let workspace: Workspace
    private(set) var provisionedBox: BoxNumber?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func list(_ request: BoxesModels.List.Request, form: BoxesModels.AddForm, failure: (any Error)?) async throws
        -> BoxesModels.List.Response
    {
        BoxesModels.List.Response(
            page: try await workspace.useCases.queries.listBoxes(request.page), role: workspace.role, form: form,
            failure: failure)
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
