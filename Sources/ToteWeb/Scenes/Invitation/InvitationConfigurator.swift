import Hummingbird
import ToteDomain
import ToteHTTP

/// Wires the invitation scene for one request; a link that cannot be used shows the 404 page.
enum InvitationConfigurator {
    static func show(_ visit: Visit, app: WebApp) async throws -> Response {
        try await display(interactor(visit, app), form: InvitationModels.Form(), failure: nil, visit, app)
    }

    /// A newcomer makes an account, joins and is logged in.
    static func accept(_ visit: Visit, _ fields: FormFields, app: WebApp) async throws -> Response {
        var interactor = interactor(visit, app)
        let form = InvitationModels.Form(fields)
        let request = InvitationModels.Accept.Request(token: token(visit), form: form, password: fields["password"])
        return try await FormFailure.recovering {
            try await interactor.accept(request)
            return joined(interactor, visit)
        } showAgain: { [interactor] error, status in
            try await display(interactor, form: form, failure: error, visit, app, status: status)
        }
    }

    /// Someone logged in joins with their account.
    static func join(_ visit: Visit, app: WebApp) async throws -> Response {
        var interactor = interactor(visit, app)
        try await interactor.join(token(visit), as: try visit.requirePrincipal())
        return joined(interactor, visit)
    }

    private static func joined(_ interactor: InvitationInteractor, _ visit: Visit) -> Response {
        // The boxes of the inventory just joined, which the cookie makes the current one.
        var response = HTMLPage.redirect(to: Paths.boxes, for: visit)
        if let session = interactor.session {
            response.setCookie(
                SessionCookie.setting(session.token, expiresAt: session.expiresAt, secure: visit.secureCookies))
        }
        if let inventory = interactor.joined {
            response.setCookie(InventoryCookie.setting(inventory, secure: visit.secureCookies))
        }
        return response
    }

    private static func token(_ visit: Visit) -> SecretToken {
        SecretToken(visit.parameter("token"))
    }

    private static func interactor(_ visit: Visit, _ app: WebApp) -> InvitationInteractor {
        InvitationInteractor(memberships: app.environment.memberships, principal: visit.context.principal)
    }

    private static func display(
        _ interactor: InvitationInteractor, form: InvitationModels.Form, failure: (any Error)?, _ visit: Visit,
        _ app: WebApp, status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let response = try await interactor.show(
            InvitationModels.Show.Request(token: token(visit)), form: form, failure: failure)
        return try app.page(
            InvitationPresenter().present(response, path: visit.request.uri.path), person: nil, for: visit,
            status: status)
    }
}
