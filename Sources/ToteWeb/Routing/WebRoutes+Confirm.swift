import Hummingbird
import ToteDomain
import ToteHTTP

extension WebRoutes {
    /// The confirmation scene's configurator: the pages that ask once more before removing a box, removing a member
    /// or leaving an inventory. Each is the GET of the address its form posts to.
    static func addConfirmations(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func ask(_ visit: Visit, _ request: ConfirmModels.Request) async throws -> Response {
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            let interactor = ConfirmInteractor(workspace: workspace, memberships: app.environment.memberships)
            let response = try await interactor.ask(request)
            return try app.page(ConfirmPresenter().present(response), person: workspace.person, for: visit)
        }

        routes.get("/boxes/{box}/remove") { visit in try await ask(visit, .removeBox(try PathNumber.box(visit))) }
        routes.get("/members/leave") { visit in try await ask(visit, .leave) }
        routes.get("/members/{account}/remove") { visit in
            guard let account = AccountID(uuidString: visit.parameter("account")) else {
                throw RequestError.pageNotFound
            }
            return try await ask(visit, .removeMember(account))
        }
    }
}
