import ToteApplication

/// The interactor of the history scene (its business logic): reads the history. Its data store is the workspace whose
/// history is shown, for the layout.
struct HistoryInteractor: Sendable {
    let workspace: Workspace

    func show(_ request: HistoryModels.Show.Request) async throws -> HistoryModels.Show.Response {
        HistoryModels.Show.Response(
            box: request.box, page: try await workspace.useCases.queries.history(of: request.box, request.page))
    }
}
