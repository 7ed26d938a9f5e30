import Hummingbird
import ToteHTTP

/// Which errors of a form post are the person's to fix (``ErrorDescription/formStatus``): the form is shown
/// again with the message and what they typed. Any other error ends the request with an error page.
enum FormFailure {

    /// Runs `post`; when it fails with an error the person can fix, answers with `showAgain` instead. The message and
    /// what was typed are also left for the page the form was on (its `return_to`), so that reloading that page
    /// shows them again; a post from that page that goes through forgets them.
    static func recovering(
        _ visit: Visit, _ form: FormFields,
        _ post: () async throws -> Response,
        showAgain: (any Error, HTTPResponse.Status) async throws -> Response
    ) async throws -> Response {
        let page = form.optional("return_to").map(LocalPath.next)?.split(separator: "?").first.map(String.init)
        do {
            var response = try await post()
            if let page,
                let forget = Flash.forgettingRefused(of: visit.request, page: page, secure: visit.secureCookies)
            {
                response.setCookie(forget)
            }
            return response
        } catch {
            guard let status = ErrorDescription(error).formStatus else { throw error }
            var response = try await showAgain(error, status)
            // A refusal answered with a redirect (an undo from a message) carries its message there itself.
            guard !(300..<400).contains(response.status.code) else { return response }
            if let page {
                let kept = Flash(
                    message: ErrorDescription(error).sentence, isError: true,
                    resume: Flash.ResumedForm(action: visit.request.uri.path, fields: form.values), page: page)
                response.setCookie(kept.cookie(secure: visit.secureCookies))
            }
            return response
        }
    }
}
