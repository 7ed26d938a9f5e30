import Hummingbird
import ToteDomain

/// Which errors of a form post are the person's to fix: the form is shown again with the message and
/// what they typed. Any other error ends the request with an error page.
enum FormFailure {
    static func status(of error: any Error) -> HTTPResponse.Status? {
        switch error {
        case is ValidationError, InventoryError.boxNotFound, InventoryError.itemNotFound:
            .unprocessableContent
        case is InventoryError, AccessError.usernameTaken, AccessError.lastOwner:
            .conflict
        case AccessError.invalidCredentials:
            .unauthorized
        case AccessError.tooManyAttempts:
            .tooManyRequests
        default:
            nil
        }
    }

    /// Runs `post`; when it fails with an error the person can fix, answers with `showAgain` instead.
    static func recovering(
        _ post: () async throws -> Response,
        showAgain: (any Error, HTTPResponse.Status) async throws -> Response
    ) async throws -> Response {
        do {
            return try await post()
        } catch {
            guard let status = status(of: error) else { throw error }
            return try await showAgain(error, status)
        }
    }
}
