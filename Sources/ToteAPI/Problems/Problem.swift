import Foundation
import HTTPTypes
import Hummingbird
import ToteDomain
import ToteHTTP

/// What the API answers an error with: the core's errors as ``ErrorDescription`` tells them, plus the
/// request's own mistakes and Hummingbird's HTTP errors; written out by ``ProblemDetails``.
struct Problem: Equatable {
    let status: HTTPResponse.Status
    let title: String
    let detail: String
    /// Seconds the client should wait before trying again, sent as `Retry-After`.
    let retryAfter: Int?

    init(status: HTTPResponse.Status, title: String, detail: String, retryAfter: Int? = nil) {
        self.status = status
        self.title = title
        self.detail = detail
        self.retryAfter = retryAfter
    }

    /// The problem an error of the core, of the request or of Hummingbird stands for.
    init(_ error: any Error) {
        switch error {
        case let error as MalformedRequest:
            self.init(status: .badRequest, title: "Bad request", detail: error.detail)
        case let error as HTTPError:
            self.init(
                status: error.status, title: error.status.reasonPhrase,
                detail: error.body ?? error.status.reasonPhrase.lowercased())
        case AccessError.tooManyAttempts(let seconds):
            let description = ErrorDescription(error)
            self.init(
                status: description.status, title: description.title, detail: description.detail,
                retryAfter: seconds)
        default:
            let description = ErrorDescription(error)
            self.init(status: description.status, title: description.title, detail: description.detail)
        }
    }

    func response() throws -> Response {
        ProblemDetails.response(
            for: ErrorDescription(status: status, title: title, detail: detail), retryAfter: retryAfter)
    }
}
