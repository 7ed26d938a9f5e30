import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// Choosing a new password through a reset link an owner made for a member who forgot theirs.
extension WebRoutes {
    /// The reset scene's configurator: whoever holds the link chooses the password, is logged in and sees their
    /// account, with what the reset ended. A link that cannot be used says so, with status 404.
    static func addPasswordReset(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func interactor(_ visit: Visit) -> PasswordResetInteractor {
            PasswordResetInteractor(access: app.environment.access, token: SecretToken(visit.parameter("token")))
        }

        @Sendable func page(
            _ interactor: PasswordResetInteractor, failure: (any Error)?, _ visit: Visit,
            status: HTTPResponse.Status = .ok
        ) async throws -> Response {
            let response = await interactor.show(failure: failure)
            let viewModel = PasswordResetPresenter().present(response, path: visit.request.uri.path)
            return try app.page(
                viewModel, person: nil, for: visit, status: response.account == nil ? .notFound : status)
        }

        routes.get("/password-resets/{token}") { try await page(interactor($0), failure: nil, $0) }
        routes.post("/password-resets/{token}", access: .anyone) { visit, fields in
            var interactor = interactor(visit)
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.setPassword(fields["password"])
                guard let reset = interactor.reset else { throw AccessError.resetLinkInvalid }
                var response = HTMLPage.redirect(
                    to: Paths.account, for: visit,
                    flash: AccountPresenter.flash("your new password is set; every other session ended", reset.ended))
                response.setCookie(
                    SessionCookie.setting(
                        reset.login.token, expiresAt: reset.login.expiresAt, secure: visit.secureCookies))
                return response
            } showAgain: { [interactor] error, status in
                try await page(interactor, failure: error, visit, status: status)
            }
        }
    }
}
