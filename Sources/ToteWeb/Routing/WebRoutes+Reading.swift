import Hummingbird
import ToteApplication
import ToteDomain

/// Finding items and reading the history.
extension WebRoutes {
    /// The find scene's configurator; text with nothing to search for is answered with 422.
    static func addFind(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/find") { visit in
            let interactor = FindInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let response = try await interactor.search(
                FindModels.Search.Request(
                    text: visit.query("q") ?? "", page: try PageRequest(typedNumber: visit.query("page"))))
            return try app.page(
                FindPresenter().present(response), person: interactor.workspace.person, for: visit,
                status: response.failure == nil ? .ok : .unprocessableContent)
        }
    }

    /// The history scene's configurator; `?box=12` narrows it to one box.
    static func addHistory(_ routes: WebRouteBuilder, _ app: WebApp) {
        routes.get("/history") { visit in
            let interactor = HistoryInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment))
            let box = try visit.query("box").flatMap { $0.isEmpty ? nil : try BoxNumber(parsing: $0) }
            let response = try await interactor.show(
                HistoryModels.Show.Request(box: box, page: try PageRequest(typedNumber: visit.query("page"))))
            return try app.page(
                HistoryPresenter(timeZone: visit.timeZone).present(response), person: interactor.workspace.person,
                for: visit)
        }
    }
}
