import Hummingbird
import ToteDomain
import ToteHTTP

/// Wires the account scene for one request. A new token's secret is shown at once, never redirected to.
enum AccountConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        try await display(try interactor(visit, app), typedName: "", failure: nil, visit, app)
    }

    static func change(_ visit: Visit, app: WebApp, command: AccountModels.Command) async throws -> Response {
        var interactor = try interactor(visit, app)
        let typedName = if case .createToken(let name) = command { name } else { "" }
        return try await FormFailure.recovering {
            try await interactor.change(command)
            if interactor.newToken != nil {
                return try await display(interactor, typedName: "", failure: nil, visit, app)
            }
            return HTMLPage.redirect(to: Paths.account, for: visit)
        } showAgain: { [interactor] error, status in
            try await display(interactor, typedName: typedName, failure: error, visit, app, status: status)
        }
    }

    /// Ends every session of the account, this browser's too.
    static func logOutEverywhere(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = try interactor(visit, app)
        guard let credential = visit.context.credential else { throw AccessError.notAuthenticated }
        try await interactor.logOutEverywhere(credential.token)
        var response = HTMLPage.redirect(to: Paths.login, for: visit)
        response.setCookie(SessionCookie.clearing(secure: visit.secureCookies))
        return response
    }

    /// The token named by the path, such as `/account/tokens/{token}/revoke`.
    static func token(_ visit: Visit) throws(RequestError) -> ApiTokenID {
        guard let id = ApiTokenID(uuidString: visit.parameter("token")) else { throw .pageNotFound }
        return id
    }

    private static func interactor(_ visit: Visit, _ app: WebApp) throws -> AccountInteractor {
        AccountInteractor(
            principal: try visit.requirePrincipal(), access: app.environment.access,
            memberships: app.environment.memberships)
    }

    private static func display(
        _ interactor: AccountInteractor, typedName: String, failure: (any Error)?, _ visit: Visit, _ app: WebApp,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let viewModel = AccountPresenter().present(try await interactor.show(typedName: typedName, failure: failure))
        let person = try await Workspace.person(for: visit, environment: app.environment)
        return try app.page(viewModel, person: person, for: visit, status: status)
    }
}
