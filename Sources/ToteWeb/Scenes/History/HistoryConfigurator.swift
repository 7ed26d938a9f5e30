import Hummingbird
import ToteApplication
import ToteDomain

/// Wires the history scene for one request; `?box=12` narrows it to one box.
enum HistoryConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = HistoryInteractor(
            workspace: try await Workspace.load(for: visit, environment: app.environment))
        let box = try visit.query("box").flatMap { $0.isEmpty ? nil : try BoxNumber(parsing: $0) }
        let response = try await interactor.show(
            HistoryModels.Show.Request(box: box, page: try PageRequest(typedNumber: visit.query("page"))))
        return try app.page(HistoryPresenter().present(response), person: interactor.workspace.person, for: visit)
    }
}
