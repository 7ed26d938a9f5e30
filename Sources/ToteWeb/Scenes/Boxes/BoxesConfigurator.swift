import Hummingbird
import ToteApplication

/// Wires the boxes scene for one request.
enum BoxesConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = BoxesInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let request = BoxesModels.List.Request(page: try PageRequest(typedNumber: visit.query("page")))
        return try await display(interactor, request, form: BoxesModels.AddForm(), failure: nil, visit, app)
    }

    static func add(_ visit: Visit, _ fields: FormFields, app: WebApp) async throws -> Response {
        var interactor = BoxesInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let form = BoxesModels.AddForm(fields)
        return try await FormFailure.recovering {
            try await interactor.add(BoxesModels.Add.Request(form: form))
            return HTMLPage.redirect(to: interactor.routeAfterAdding, for: visit)
        } showAgain: { [interactor] error, status in
            let request = BoxesModels.List.Request(page: PageRequest.first)
            return try await display(interactor, request, form: form, failure: error, visit, app, status: status)
        }
    }

    private static func display(
        _ interactor: BoxesInteractor, _ request: BoxesModels.List.Request, form: BoxesModels.AddForm,
        failure: (any Error)?, _ visit: Visit, _ app: WebApp, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let response = try await interactor.list(request, form: form, failure: failure)
        return try app.page(
            BoxesPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
    }
}
