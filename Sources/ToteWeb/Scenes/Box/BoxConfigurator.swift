import Hummingbird
import ToteApplication
import ToteDomain

/// Wires the box scene for one request.
enum BoxConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = BoxInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let page = try PageRequest(typedNumber: visit.query("page"))
        return try await display(interactor, try PathNumber.box(visit), page: page, failure: nil, visit, app)
    }

    /// Carries out the change a form posted, then leads on; a change the person can fix shows the page again.
    static func change(
        _ visit: Visit, _ fields: FormFields, app: WebApp, command: (FormFields) -> BoxModels.Command
    ) async throws -> Response {
        var interactor = BoxInteractor(workspace: try await Workspace.load(for: visit, environment: app.environment))
        let box = try PathNumber.box(visit)
        let command = command(fields)
        return try await FormFailure.recovering {
            try await interactor.change(BoxModels.Change.Request(box: box, command: command))
            return HTMLPage.redirect(to: interactor.routeAfterChange, for: visit)
        } showAgain: { [interactor] error, status in
            let failure = BoxModels.Failure(command: command, error: error)
            return try await display(interactor, box, page: .first, failure: failure, visit, app, status: status)
        }
    }

    private static func display(
        _ interactor: BoxInteractor, _ box: BoxNumber, page: PageRequest, failure: BoxModels.Failure?,
        _ visit: Visit, _ app: WebApp, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let response = try await interactor.show(BoxModels.Show.Request(box: box, page: page), failure: failure)
        return try app.page(
            BoxPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
    }
}
