import Hummingbird
import ToteApplication

/// Wires the find scene for one request; text with nothing to search for is answered with 422.
enum FindConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = FindInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let response = try await interactor.search(
            FindModels.Search.Request(
                text: visit.query("q") ?? "", page: try PageRequest(typedNumber: visit.query("page"))))
        let viewModel = FindPresenter().present(response)
        let layout = visit.layout(
            title: viewModel.heading, workspace: interactor.workspace, section: .find, search: viewModel.query)
        let html = try FindView(renderer: app.renderer).display(viewModel, layout: layout)
        return HTMLPage.response(html, status: response.failure == nil ? .ok : .unprocessableContent, for: visit)
    }
}
