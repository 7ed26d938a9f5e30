import ToteApplication

/// The interactor of the history scene (its business logic): reads the history. Its data store is the workspace whose
/// history is shown, for the layout.
struct HistoryInteractor: Sendable {
    let workspace: Workspace

    func show(_ request: HistoryModels.Show.Request) async throws -> HistoryModels.Show.Response {
        let queries = workspace.useCases.queries
        let page =
            switch request.scope {
            case .inventory: try await queries.history(of: nil, request.page)
            case .box(let box): try await queries.history(of: box, request.page)
            case .batch(let batch): try await queries.history(inBatch: batch, request.page)
            }
        return HistoryModels.Show.Response(scope: request.scope, page: page)
    }
}
