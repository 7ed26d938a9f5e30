import Foundation
import HTTPTypes
import Hummingbird
import ToteJSON
import ToteJSONText

/// An error as an `application/problem+json` response (RFC 9457), with `Retry-After` when waiting helps; never
/// cached.
public enum ProblemDetails {
    public static let mediaType = "application/problem+json"

    public static func response(for error: any Error) -> Response {
        response(for: ErrorDescription(error))
    }

    public static func response(for description: ErrorDescription) -> Response {
        Response(
            status: description.status, headers: headers(for: description),
            body: ResponseBody(byteBuffer: ByteBuffer(string: body(for: description))))
    }

    /// The headers of the problem document: its media type, no caching, `Retry-After` when waiting helps, `Allow`
    /// with a 405, and with a 401 the scheme that authenticates (RFC 9110, RFC 6750).
    static func headers(for description: ErrorDescription) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = mediaType
        headers[.cacheControl] = "no-store"
        if let retryAfter = description.retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allow = description.allow { headers[.allow] = allow.joined(separator: ", ") }
        if description.status == .unauthorized { headers[.wwwAuthenticate] = #"Bearer realm="Tote""# }
        return headers
    }

    /// The problem document itself.
    static func body(for description: ErrorDescription) -> String {
        JSONDocument.compactText(
            for: .object([
                "type": .string("about:blank"),
                "title": .string(description.title),
                "status": .integer(description.status.code),
                "detail": .string(description.detail),
                "errors": .array(
                    description.fields.map { .object(["field": .string($0.field), "detail": .string($0.detail)]) }),
            ]))
    }
}

/// Answers every error a route or middleware throws, Hummingbird's own included (an unknown route, a body too
/// large), with problem details; a failure of Tote itself is logged. Pages answer their errors themselves.
public struct ProblemDetailsMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let description = ErrorDescription(error)
            if description.status.kind == .serverError {
                context.logger.error(
                    "request failed",
                    metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            }
            return ProblemDetails.response(for: description)
        }
    }
}
