import Hummingbird
import ToteHTTP

/// Which errors of a form post are the person's to fix (``ErrorDescription/formStatus``): the form is shown
/// again with the message and what they typed. Any other error ends the request with an error page.
enum FormFailure {

    /// Runs `post`; when it fails with an error the person can fix, answers with `showAgain` instead.
    static func recovering(
        _ post: () async throws -> Response,
        showAgain: (any Error, HTTPResponse.Status) async throws -> Response
    ) async throws -> Response {
        do {
            return try await post()
        } catch {
            guard let status = ErrorDescription(error).formStatus else { throw error }
            return try await showAgain(error, status)
        }
    }
}
