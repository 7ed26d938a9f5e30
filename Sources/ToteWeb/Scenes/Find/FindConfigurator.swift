import Hummingbird
import ToteApplication

/// Wires the find scene for one request; text with nothing to search for is answered with 422.
enum FindConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = FindInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let response = try await interactor.search(
            FindModels.Search.Request(
                text: visit.query("q") ?? "", page: try PageRequest(typedNumber: visit.query("page"))))
        return try app.page(
            FindPresenter().present(response), person: interactor.workspace.person, for: visit,
            status: response.failure == nil ? .ok : .unprocessableContent)
    }
}
