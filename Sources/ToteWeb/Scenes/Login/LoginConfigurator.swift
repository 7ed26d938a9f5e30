import Hummingbird
import ToteHTTP

/// Wires the login scene for one request.
enum LoginConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = LoginInteractor(access: app.environment.access)
        if try await interactor.needsSetUp() { return HTMLPage.redirect(to: Paths.setup, for: visit) }
        let next = LocalPath.next(visit.query("next"))
        if visit.context.principal != nil { return HTMLPage.redirect(to: next, for: visit) }
        return try display(LoginModels.Show.Response(username: "", next: next, failure: nil), visit, app)
    }

    static func logIn(_ visit: Visit, _ fields: FormFields, app: WebApp) async throws -> Response {
        var interactor = LoginInteractor(access: app.environment.access)
        let next = LocalPath.next(fields.optional("next"))
        return try await FormFailure.recovering {
            try await interactor.logIn(
                LoginModels.LogIn.Request(
                    username: fields["username"], password: fields["password"], address: visit.context.clientAddress))
            var response = HTMLPage.redirect(to: next, for: visit)
            if let session = interactor.session {
                response.setCookie(
                    SessionCookie.setting(session.token, expiresAt: session.expiresAt, secure: visit.secureCookies))
            }
            return response
        } showAgain: { error, status in
            try display(
                LoginModels.Show.Response(username: fields["username"], next: next, failure: error), visit, app,
                status: status)
        }
    }

    /// Ends the browser's session on the server and makes the browser forget it.
    static func logOut(_ visit: Visit, app: WebApp) async throws -> Response {
        if let credential = visit.context.credential, credential.source == .cookie {
            try await LoginInteractor(access: app.environment.access).logOut(credential.token)
        }
        var response = HTMLPage.redirect(to: Paths.login, for: visit)
        response.setCookie(SessionCookie.clearing(secure: visit.secureCookies))
        return response
    }

    private static func display(
        _ response: LoginModels.Show.Response, _ visit: Visit, _ app: WebApp, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        try app.page(LoginPresenter().present(response), person: nil, for: visit, status: status)
    }
}
