import Foundation
import Hummingbird
import Logging
import ToteDomain
import ToteHTTP

/// Adds the web app's routes: every page turns its errors into an error page, and every form post is
/// refused with 403 unless it comes from one of Tote's own pages (``SameOrigin``) and carries the visitor's CSRF
/// token.
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

    func post(_ path: RouterPath, _ handle: @escaping FormHandler) {
        router.post(path) { [app] request, context in
            let visit = Self.visit(request, context, app: app)
            do {
                try SameOrigin.verify(request)
                let form = try await FormFields.read(request, context: context)
                if CSRFToken.isFromEndedSession(form, request, context: context, secrets: app.environment.secrets) {
                    return Self.logInKeeping(form, visit: visit)
                }
                try visit.csrf.verify(form)
                do {
                    guard let key = form.repeatKey(for: request.uri.path, visit: visit) else {
                        return try await handle(visit, form)
                    }
                    return try await app.environment.repeatedRequests.answerOnce(key, fingerprint: 0) {
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

    /// A form with files (`multipart/form-data`), checked as every form is; each file part is written to a temporary
    /// file of at most `limit` bytes (a larger one is refused with `tooLarge`), all of them removed when the form is
    /// refused.
    func upload(
        _ path: RouterPath, upTo limit: Int, files: Int = 1, tooLarge: String,
        _ handle: @escaping @Sendable (Visit, UploadedForm) async throws -> Response
    ) {
        router.post(path) { [app] request, context in
            let visit = Self.visit(request, context, app: app)
            do {
                try SameOrigin.verify(request)
                let upload = try await MultipartUpload.read(request, upTo: limit, files: files, tooLarge: tooLarge)
                let form = UploadedForm(fields: FormFields(upload.fields), upload: upload)
                do {
                    try visit.csrf.verify(form.fields)
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
            return try app.page(viewModel, person: person, for: visit, status: viewModel.status)
        } catch {
            visit.context.logger.error("error page failed", metadata: ["error": "\(error)"])
            return Response(status: viewModel.status)
        }
    }
}
