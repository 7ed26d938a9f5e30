import Hummingbird
import ToteHTTP

/// Setting Tote up, logging in and logging out.
extension WebRoutes {
    /// The setup scene's configurator: the first visit makes the owner, who is logged in at once.
    static func addSetup(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func page(
            _ form: SetupModels.Form, failure: (any Error)?, _ visit: Visit, status: HTTPResponse.Status = .ok
        ) throws -> Response {
            let response = SetupModels.Show.Response(form: form, failure: failure)
            return try app.page(SetupPresenter().present(response), person: nil, for: visit, status: status)
        }

        routes.get("/setup") { visit in
            // Once someone owns Tote, setup is gone: people log in instead.
            guard try await SetupInteractor(access: app.environment.access).needsSetUp() else {
                return HTMLPage.redirect(to: Paths.login, for: visit)
            }
            return try page(SetupModels.Form(), failure: nil, visit)
        }
        routes.post("/setup", access: .anyone) { visit, fields in
            var interactor = SetupInteractor(access: app.environment.access)
            let form = SetupModels.Form(fields)
            return try await FormFailure.recovering(visit, fields) {
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
                try page(form, failure: error, visit, status: status)
            }
        }
    }

    /// The login scene's configurator: logging in leads back to the page that asked for it, if it is one of Tote's
    /// own; logging out ends the browser's session on the server and makes the browser forget it.
    static func addLogin(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func page(
            username: String, next: String, failure: (any Error)?, resume: String, _ visit: Visit,
            status: HTTPResponse.Status = .ok
        ) throws -> Response {
            let response = LoginModels.Show.Response(
                username: username, next: next, failure: failure, resume: resume)
            return try app.page(LoginPresenter().present(response), person: nil, for: visit, status: status)
        }

        routes.get("/login") { visit in
            if try await LoginInteractor(access: app.environment.access).needsSetUp() {
                return HTMLPage.redirect(to: Paths.setup, for: visit)
            }
            let next = LocalPath.next(visit.query("next"))
            if visit.context.principal != nil { return HTMLPage.redirect(to: next, for: visit) }
            let resume = Flash.of(visit.request)?.resume?.encoded ?? ""
            return try page(username: "", next: next, failure: nil, resume: resume, visit)
        }
        routes.post("/login", access: .anyone) { visit, fields in
            var interactor = LoginInteractor(access: app.environment.access)
            let next = LocalPath.next(fields.optional("next"))
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.logIn(
                    LoginModels.LogIn.Request(
                        username: fields["username"], password: fields["password"],
                        address: visit.context.clientAddress))
                let resumed = Flash.ResumedForm(encoded: fields["resume"]).map {
                    Flash(message: "Filled in again as you left it: check it, and send it.", resume: $0)
                }
                var response = HTMLPage.redirect(to: next, for: visit, flash: resumed)
                if let session = interactor.session {
                    response.setCookie(
                        SessionCookie.setting(session.token, expiresAt: session.expiresAt, secure: visit.secureCookies))
                }
                return response
            } showAgain: { error, status in
                try page(
                    username: fields["username"], next: next, failure: error, resume: fields["resume"], visit,
                    status: status)
            }
        }
        routes.post("/logout", access: .member) { visit, _ in
            if let credential = visit.context.credential, credential.source == .cookie {
                try await LoginInteractor(access: app.environment.access).logOut(credential.token)
            }
            var response = HTMLPage.redirect(to: Paths.login, for: visit)
            response.setCookie(SessionCookie.clearing(secure: visit.secureCookies))
            response.setCookie(CSRFToken.fresh(secrets: app.environment.secrets).cookie(secure: visit.secureCookies))
            return response
        }
    }
}
