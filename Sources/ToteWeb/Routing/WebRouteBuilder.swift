import Foundation
import Hummingbird
import Logging
import ToteDomain
import ToteHTTP

/// Adds the web app's routes: every page turns its errors into an error page, and every form post is decided from
/// its head before a byte of its body is read (``FormAccess``): it must come from one of Tote's own pages
/// (``SameOrigin``), carry the visitor's CSRF token in its address, and be sent by someone allowed to send it. A post
/// refused there is answered at once, and the server closes the connection rather than read what follows.
struct WebRouteBuilder {
    typealias PageHandler = @Sendable (Visit) async throws -> Response
    typealias FormHandler = @Sendable (Visit, FormFields) async throws -> Response

    let router: Router<ToteRequestContext>
    let app: WebApp

    func get(_ path: RouterPath, _ handle: @escaping PageHandler) {
        router.get(path) { [app] request, context in
            let visit = Self.visit(request, context, app: app)
            do {
                return try await handle(visit)
            } catch {
                return Self.response(for: error, visit: visit, app: app)
            }
        }
    }

    /// A form post that `access` allows; the form is read once the post is admitted.
    func post(_ path: RouterPath, access: FormAccess, _ handle: @escaping FormHandler) {
        router.post(path) { [app] request, context in
            var visit = Self.visit(request, context, app: app)
            do {
                switch try await Self.admit(&visit, access: access, app: app) {
                case .endedSession:
                    return Self.logInKeeping(try await FormFields.read(request, context: context), visit: visit)
                case .admitted:
                    break
                }
                let form = try await FormFields.read(request, context: context)
                do {
                    guard let key = form.repeatKey(for: request.uri.path, visit: visit) else {
                        return try await handle(visit, form)
                    }
                    // A form sent twice whose first answer held a secret (a new token, an invitation's link, a
                    // session) leads back to the page it was on the second time, the secret shown only once.
                    let page = LocalPath.next(form.optional("return_to"))
                    return try await app.environment.repeatedRequests.answerOnce(
                        key, fingerprint: 0,
                        withholding: { _ in StoredResponse(status: .seeOther, headers: [.location: page], body: .init())
                        }
                    ) {
                        try await handle(visit, form)
                    }
                } catch AccessError.notAuthenticated {
                    return Self.logInKeeping(form, visit: visit)
                }
            } catch {
                return Self.response(for: error, visit: visit, app: app)
            }
        }
    }

    /// A form with files (`multipart/form-data`) that `access` allows; once the post is admitted, each file part is
    /// written to a temporary file of at most `limit` bytes (a larger one is refused with `tooLarge`), all of them
    /// removed when the form is refused.
    func upload(
        _ path: RouterPath, access: FormAccess, upTo limit: Int, files: Int = 1, tooLarge: String,
        _ handle: @escaping @Sendable (Visit, UploadedForm) async throws -> Response
    ) {
        router.post(path) { [app] request, context in
            var visit = Self.visit(request, context, app: app)
            do {
                if case .endedSession = try await Self.admit(&visit, access: access, app: app) {
                    return Self.logInKeeping(FormFields([:]), visit: visit)
                }
                let upload = try await MultipartUpload.read(
                    request, context: context, upTo: limit, files: files, tooLarge: tooLarge)
                let form = UploadedForm(fields: FormFields(upload.fields), upload: upload)
                do {
                    return try await handle(visit, form)
                } catch {
                    upload.discard()
                    throw error
                }
            } catch {
                return Self.response(for: error, visit: visit, app: app)
            }
        }
    }

    /// A post of bytes that are no form (a camera frame) that `access` allows; its body is read once the post is
    /// admitted, up to `limit` bytes (a larger one is refused with 413 before the rest is read).
    func bytes(
        _ path: RouterPath, access: FormAccess, upTo limit: Int,
        _ handle: @escaping @Sendable (Visit, ByteBuffer) async throws -> Response
    ) {
        router.post(path) { [app] request, context in
            var visit = Self.visit(request, context, app: app)
            do {
                if case .endedSession = try await Self.admit(&visit, access: access, app: app) {
                    throw AccessError.notAuthenticated
                }
                return try await handle(visit, try await request.body.collect(upTo: limit))
            } catch {
                return Self.response(for: error, visit: visit, app: app)
            }
        }
    }

    /// What the head of a form post decides.
    enum Admission {
        /// Read the form and carry it out.
        case admitted
        /// The post comes from a page of this browser's session, which has ended since (logged out elsewhere,
        /// expired): it leads through the login.
        case endedSession
    }

    /// Decides a post from its head alone: where it comes from, its CSRF token, who sends it and their role in the
    /// inventory they work in (loaded into `visit`). Throws the refusal.
    static func admit(_ visit: inout Visit, access: FormAccess, app: WebApp) async throws -> Admission {
        try SameOrigin.verify(visit.request)
        let token = visit.query(CSRFToken.fieldName)
        if visit.context.principal == nil, access != .anyone,
            CSRFToken.isFromEndedSession(token, visit.request, secrets: app.environment.secrets)
        {
            return .endedSession
        }
        try visit.csrf.verify(token)
        switch access {
        case .anyone:
            break
        case .member:
            _ = try visit.requirePrincipal()
        case .role(let action):
            let workspace = try await Workspace.load(for: visit, environment: app.environment)
            try workspace.principal.require(action, in: workspace.current.id)
            visit.workspace = workspace
        }
        return .admitted
    }

    /// A form sent after the session ended: the login page, which leads back to the page the form was on with what
    /// was typed filled in again (``Flash/ResumedForm``); nothing is sent until the person sends it again.
    static func logInKeeping(_ form: FormFields, visit: Visit) -> Response {
        let page = LocalPath.next(form.optional("return_to"))
        let flash = Flash(
            message: "Your session had ended, so that was not sent. Log in, and what you typed is filled in again.",
            resume: Flash.ResumedForm(action: visit.request.uri.path, fields: form.values))
        return HTMLPage.redirect(to: LocalPath.login(returningTo: page), for: visit, flash: flash)
    }

    static func visit(_ request: Request, _ context: ToteRequestContext, app: WebApp) -> Visit {
        Visit(
            request: request, context: context,
            csrf: CSRFToken.of(request, context: context, secrets: app.environment.secrets),
            secureCookies: app.environment.isSecure(context))
    }

    /// The error page scene's configurator: an error that ended a request becomes a page, or the login page for an
    /// anonymous visitor.
    static func response(for error: any Error, visit: Visit, app: WebApp) -> Response {
        switch error {
        case AccessError.notAuthenticated:
            let next = visit.request.method == .get ? visit.pathWithQuery : LocalPath.fallback
            return HTMLPage.redirect(to: LocalPath.login(returningTo: next), for: visit)
        case WebError.noInventory:
            return HTMLPage.redirect(to: Paths.inventories, for: visit)
        default:
            break
        }
        let viewModel = ErrorPagePresenter().present(
            ErrorPageModels.Show.Response(error: error, isLoggedIn: visit.context.principal != nil))
        if viewModel.status.code >= 500 {
            visit.context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))"])
        }
        let person = visit.context.principal.map {
            LayoutModels.Person(displayName: $0.account.displayName, inventories: [], current: nil)
        }
        do {
            var response = try app.page(viewModel, person: person, for: visit, status: viewModel.status)
            if let seconds = ErrorDescription(error).retryAfter { response.headers[.retryAfter] = String(seconds) }
            return response
        } catch {
            visit.context.logger.error("error page failed", metadata: ["error": "\(error)"])
            return Response(status: viewModel.status)
        }
    }
}
