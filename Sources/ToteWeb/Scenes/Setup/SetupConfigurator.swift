import Hummingbird
import ToteHTTP

/// Wires the setup scene for one request.
enum SetupConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        let interactor = SetupInteractor(access: app.environment.access)
        guard try await interactor.needsSetUp() else {
            // Once someone owns Tote, setup is gone: people log in instead.
            return HTMLPage.redirect(to: Paths.login, for: visit)
        }
        return try display(SetupModels.Show.Response(form: SetupModels.Form(), failure: nil), visit, app)
    }

    static func setUp(_ visit: Visit, _ fields: FormFields, app: WebApp) async throws -> Response {
        var interactor = SetupInteractor(access: app.environment.access)
        let form = SetupModels.Form(fields)
        return try await FormFailure.recovering {
            try await interactor.setUp(
                SetupModels.SetUp.Request(
                    form: form, password: fields["password"], address: visit.context.clientAddress))
            // The new owner starts with their (empty) list of boxes.
            var response = HTMLPage.redirect(to: Paths.boxes, for: visit)
            if let session = interactor.session {
                response.setCookie(
                    SessionCookie.setting(session.token, expiresAt: session.expiresAt, secure: visit.secureCookies))
            }
            return response
        } showAgain: { error, status in
            try display(SetupModels.Show.Response(form: form, failure: error), visit, app, status: status)
        }
    }

    private static func display(
        _ response: SetupModels.Show.Response, _ visit: Visit, _ app: WebApp, status: HTTPResponse.Status = .ok
    ) throws -> Response {
        try app.page(SetupPresenter().present(response), person: nil, for: visit, status: status)
    }
}
