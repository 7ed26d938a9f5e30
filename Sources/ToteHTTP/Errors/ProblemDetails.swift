import Foundation
import HTTPTypes
import Hummingbird
import ToteDomain
import ToteJSON

/// An error as an `application/problem+json` response (RFC 9457), with `Retry-After` when waiting helps.
public enum ProblemDetails {
    public static let mediaType = "application/problem+json"

    public static func response(for error: any Error) -> Response {
        response(for: ErrorDescription(error), retryAfter: retryAfter(error))
    }

    public static func response(for description: ErrorDescription, retryAfter: Int? = nil) -> Response {
        let document = JSONValue.object([
            "type": .string("about:blank"),
            "title": .string(description.title),
            "status": .integer(description.status.code),
            "detail": .string(description.detail),
        ])
        var headers = HTTPFields()
        headers[.contentType] = mediaType
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        let body = JSONDocument.compactText(for: document)
        return Response(
            status: description.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    private static func retryAfter(_ error: any Error) -> Int? {
        guard case .tooManyAttempts(let seconds)? = error as? AccessError else { return nil }
        return seconds
    }
}

/// Answers every error a route or middleware throws with problem details; Hummingbird's own HTTP errors
/// (unknown route, body too large) keep their status.
public struct ProblemDetailsMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as any HTTPResponseError {
            throw error
        } catch {
            if ErrorDescription(error).status == .internalServerError {
                context.logger.error("request failed", metadata: ["error": "\(String(reflecting: error))"])
            }
            return ProblemDetails.response(for: error)
        }
    }
}
