import Hummingbird
import ToteDomain
import ToteHTTP

/// Members, invitations, the account and the inventories: everything about people and what they share.
extension WebRoutes {
    /// The members scene's configurator. A new invitation's or reset link is shown at once, never redirected to,
    /// because it is not stored and could not be shown again.
    static func addMembers(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func interactor(_ visit: Visit) async throws -> MembersInteractor {
            MembersInteractor(
                workspace: try await Workspace.load(for: visit, environment: app.environment),
                memberships: app.environment.memberships)
        }

        @Sendable func page(
            _ interactor: MembersInteractor, failure: (any Error)?, _ visit: Visit, status: HTTPResponse.Status = .ok,
            shareForm: MembersModels.ShareForm? = nil
        ) async throws -> Response {
            var response = try await interactor.show(failure: failure, shareForm: shareForm)
            response.absoluteURL = { [request = visit.request, context = visit.context] in
                app.environment.absoluteURL($0, for: request, context: context)
            }
            return try app.page(
                MembersPresenter().present(response), person: interactor.workspace.person, for: visit, status: status)
        }

        @Sendable func change(_ visit: Visit, _ fields: FormFields, _ command: MembersModels.Command) async throws
            -> Response
        {
            var interactor = try await interactor(visit)
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.change(command)
                if interactor.madeLink {
                    var response = try await page(interactor, failure: nil, visit)
                    response.markIssuingSecret()
                    return response
                }
                let flash = MembersPresenter().flash(after: command)
                return HTMLPage.redirect(to: interactor.routeAfterChange, for: visit, flash: flash)
            } showAgain: { [interactor] error, status in
                guard case .makeShareLink(let form) = command else {
                    return try await page(interactor, failure: error, visit, status: status)
                }
                return try await page(interactor, failure: error, visit, status: status, shareForm: form)
            }
        }

        /// The member an owner acts on, named by the account id in the path.
        @Sendable func member(_ visit: Visit) throws(RequestError) -> AccountID {
            guard let account = AccountID(uuidString: visit.parameter("account")) else { throw .pageNotFound }
            return account
        }

        routes.get("/members") { try await page(try await interactor($0), failure: nil, $0) }
        routes.post("/members/invite", access: .role(.manageMembers)) { visit, fields in
            try await change(visit, fields, .invite(role: fields["role"]))
        }
        routes.post("/members/leave", access: .role(.read)) { visit, fields in try await change(visit, fields, .leave) }
        routes.post("/members/{account}/role", access: .role(.manageMembers)) { visit, fields in
            try await change(visit, fields, .changeRole(try member(visit), role: fields["role"]))
        }
        routes.post("/members/{account}/remove", access: .role(.read)) { visit, fields in
            try await change(visit, fields, .remove(try member(visit)))
        }
        routes.post("/members/invitations/{invitation}/revoke", access: .role(.manageMembers)) { visit, fields in
            try await change(visit, fields, .revokeInvitation(TokenDigest(hex: visit.parameter("invitation"))))
        }
        routes.post("/members/{account}/reset-link", access: .role(.manageMembers)) { visit, fields in
            try await change(visit, fields, .makeResetLink(try member(visit)))
        }
        routes.post("/members/reset-links/{link}/withdraw", access: .role(.manageMembers)) { visit, fields in
            try await change(visit, fields, .withdrawResetLink(TokenDigest(hex: visit.parameter("link"))))
        }
        routes.post("/members/share-links", access: .role(.share)) { visit, fields in
            try await change(visit, fields, .makeShareLink(MembersModels.ShareForm(fields)))
        }
        routes.post("/members/share-links/{link}/withdraw", access: .role(.share)) { visit, fields in
            guard let link = ShareLinkID(uuidString: visit.parameter("link")) else {
                throw AccessError.shareLinkNotFound
            }
            return try await change(visit, fields, .withdrawShareLink(link))
        }
    }

    /// The invitation scene's configurator: a newcomer makes an account, joins and is logged in; someone logged in
    /// joins with their account. A link that cannot be used shows the 404 page.
    static func addInvitation(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func interactor(_ visit: Visit) -> InvitationInteractor {
            InvitationInteractor(memberships: app.environment.memberships, principal: visit.context.principal)
        }

        @Sendable func token(_ visit: Visit) -> SecretToken {
            SecretToken(visit.parameter("token"))
        }

        @Sendable func page(
            _ interactor: InvitationInteractor, form: InvitationModels.Form, failure: (any Error)?, _ visit: Visit,
            status: HTTPResponse.Status = .ok
        ) async throws -> Response {
            let response = try await interactor.show(
                InvitationModels.Show.Request(token: token(visit)), form: form, failure: failure)
            return try app.page(
                InvitationPresenter().present(response, path: visit.request.uri.path), person: nil, for: visit,
                status: status)
        }

        @Sendable func joined(_ interactor: InvitationInteractor, _ visit: Visit) -> Response {
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

        routes.get("/invitations/{token}") { try await page(interactor($0), form: .init(), failure: nil, $0) }
        routes.post("/invitations/{token}", access: .anyone) { visit, fields in
            var interactor = interactor(visit)
            let form = InvitationModels.Form(fields)
            let request = InvitationModels.Accept.Request(
                token: token(visit), form: form, password: fields["password"], address: visit.context.clientAddress)
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.accept(request)
                return joined(interactor, visit)
            } showAgain: { [interactor] error, status in
                try await page(interactor, form: form, failure: error, visit, status: status)
            }
        }
        routes.post("/invitations/{token}/join", access: .member) { visit, _ in
            var interactor = interactor(visit)
            try await interactor.join(token(visit), as: try visit.requirePrincipal())
            return joined(interactor, visit)
        }
    }

    /// The account scene's configurator. A new token's secret is shown at once, never redirected to.
    static func addAccount(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func interactor(_ visit: Visit) throws -> AccountInteractor {
            AccountInteractor(
                principal: try visit.requirePrincipal(), access: app.environment.access,
                memberships: app.environment.memberships)
        }

        @Sendable func page(
            _ interactor: AccountInteractor, typedName: String, failure: (any Error)?, _ visit: Visit,
            status: HTTPResponse.Status = .ok, from command: AccountModels.Command? = nil
        ) async throws -> Response {
            let viewModel = AccountPresenter().present(
                try await interactor.show(typedName: typedName, failure: failure, from: command))
            let person = try await Workspace.person(for: visit, environment: app.environment)
            return try app.page(viewModel, person: person, for: visit, status: status)
        }

        @Sendable func change(_ visit: Visit, _ fields: FormFields, _ command: AccountModels.Command) async throws
            -> Response
        {
            var interactor = try interactor(visit)
            let typedName = if case .createToken(let name) = command { name } else { "" }
            guard let credential = visit.context.credential else { throw AccessError.notAuthenticated }
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.change(command, holding: credential.token)
                if interactor.newToken != nil {
                    var response = try await page(interactor, typedName: "", failure: nil, visit)
                    response.markIssuingSecret()
                    return response
                }
                return HTMLPage.redirect(
                    to: Paths.account, for: visit,
                    flash: AccountPresenter().flash(after: command, ended: interactor.ended))
            } showAgain: { [interactor] error, status in
                try await page(interactor, typedName: typedName, failure: error, visit, status: status, from: command)
            }
        }

        /// The token named by the path, such as `/account/tokens/{token}/revoke`.
        @Sendable func token(_ visit: Visit) throws(RequestError) -> ApiTokenID {
            guard let id = ApiTokenID(uuidString: visit.parameter("token")) else { throw .pageNotFound }
            return id
        }

        routes.get("/account") { try await page(try interactor($0), typedName: "", failure: nil, $0) }
        routes.post("/account/password", access: .member) { visit, fields in
            try await change(
                visit, fields,
                .changePassword(
                    current: fields["current_password"], new: fields["new_password"],
                    address: visit.context.clientAddress))
        }
        routes.post("/account/tokens", access: .member) { visit, fields in
            try await change(visit, fields, .createToken(name: fields["name"]))
        }
        routes.post("/account/tokens/{token}/revoke", access: .member) { visit, fields in
            try await change(visit, fields, .revokeToken(try token(visit)))
        }
        // Ends every session of the account, this browser's too.
        routes.post("/account/logout-everywhere", access: .member) { visit, _ in
            let interactor = try interactor(visit)
            guard let credential = visit.context.credential else { throw AccessError.notAuthenticated }
            let ended = try await interactor.logOutEverywhere(credential.token)
            var response = HTMLPage.redirect(
                to: Paths.login, for: visit,
                flash: AccountPresenter.flash("you were logged out everywhere: every session ended", ended))
            response.setCookie(SessionCookie.clearing(secure: visit.secureCookies))
            return response
        }
    }

    /// The inventories scene's configurator; the current inventory is kept in the `tote_inventory` cookie.
    static func addInventories(_ routes: WebRouteBuilder, _ app: WebApp) {
        @Sendable func interactor(_ visit: Visit) throws -> InventoriesInteractor {
            InventoriesInteractor(principal: try visit.requirePrincipal(), memberships: app.environment.memberships)
        }

        @Sendable func page(
            _ interactor: InventoriesInteractor, typedName: String, failure: (any Error)?, _ visit: Visit,
            status: HTTPResponse.Status = .ok
        ) async throws -> Response {
            let person = try await Workspace.person(for: visit, environment: app.environment)
            let response = try await interactor.show(current: person.current, typedName: typedName, failure: failure)
            return try app.page(InventoriesPresenter().present(response), person: person, for: visit, status: status)
        }

        @Sendable func change(_ visit: Visit, _ fields: FormFields, _ command: InventoriesModels.Command) async throws
            -> Response
        {
            var interactor = try interactor(visit)
            let typedName = if case .create(let name) = command { name } else { "" }
            return try await FormFailure.recovering(visit, fields) {
                try await interactor.change(command)
                // The boxes of the inventory just chosen or made, which the cookie makes the current one.
                var response = HTMLPage.redirect(to: Paths.boxes, for: visit)
                if let chosen = interactor.chosen {
                    response.setCookie(InventoryCookie.setting(chosen, secure: visit.secureCookies))
                }
                return response
            } showAgain: { [interactor] error, status in
                try await page(interactor, typedName: typedName, failure: error, visit, status: status)
            }
        }

        routes.get("/inventories") { try await page(try interactor($0), typedName: "", failure: nil, $0) }
        routes.post("/inventories", access: .member) { visit, fields in
            try await change(visit, fields, .create(name: fields["name"]))
        }
        routes.post("/inventories/switch", access: .member) { visit, fields in
            try await change(visit, fields, .switchTo(fields["inventory"]))
        }
    }
}
