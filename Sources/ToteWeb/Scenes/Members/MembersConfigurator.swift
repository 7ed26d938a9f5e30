import Hummingbird
import ToteDomain
import ToteHTTP

/// Wires the members scene for one request. A new invitation's link is shown at once, never redirected to,
/// because it is not stored and could not be shown again.
enum MembersConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        try await display(try await interactor(visit, app), failure: nil, visit, app)
    }

    static func change(_ visit: Visit, app: WebApp, command: MembersModels.Command) async throws -> Response {
        var interactor = try await interactor(visit, app)
        return try await FormFailure.recovering {
            try await interactor.change(command)
            if interactor.newInvitation != nil { return try await display(interactor, failure: nil, visit, app) }
            return HTMLPage.redirect(to: interactor.routeAfterChange, for: visit)
        } showAgain: { [interactor] error, status in
            try await display(interactor, failure: error, visit, app, status: status)
        }
    }

    /// The member an owner acts on, named by the account id in the path.
    static func member(_ visit: Visit) throws(RequestError) -> AccountID {
        guard let account = AccountID(uuidString: visit.parameter("account")) else { throw .pageNotFound }
        return account
    }

    private static func interactor(_ visit: Visit, _ app: WebApp) async throws -> MembersInteractor {
        MembersInteractor(
            workspace: try await Workspace.load(for: visit, environment: app.environment),
            memberships: app.environment.memberships)
    }

    private static func display(
        _ interactor: MembersInteractor, failure: (any Error)?, _ visit: Visit, _ app: WebApp,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let response = try await interactor.show(newInvitation: interactor.newInvitation, failure: failure)
        return try app.page(
            MembersPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
    }
}
