import ToteApplication

/// Reads the history.
protocol HistoryBusinessLogic: Sendable {
    func show(_ request: HistoryModels.Show.Request) async throws -> HistoryModels.Show.Response
}

/// The workspace whose history is shown.
protocol HistoryDataStore: Sendable {
    var workspace: Workspace { get }
}

struct HistoryInteractor: HistoryBusinessLogic, HistoryDataStore {
    let workspace: Workspace

    func show(_ request: HistoryModels.Show.Request) async throws -> HistoryModels.Show.Response {
        HistoryModels.Show.Response(
            box: request.box, page: try await workspace.useCases.queries.history(of: request.box, request.page))
    }
}
