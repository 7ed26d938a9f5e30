import Hummingbird
import Logging

/// One line per request once it is answered: method, path, status and how long the answer took, in
/// milliseconds. A streamed body (the live events) is timed to its first byte, not to its end. The secret in an
/// invitation's, a reset link's or a share link's path is never written.
public struct AccessLogMiddleware: RouterMiddleware {
    public typealias Context = ToteRequestContext

    public init() {}

    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch {
            log(request, status: ErrorDescription(error).status.code, since: start, context: context)
            throw error
        }
    }

    /// The path with the segment after `invitations` or `password-resets`, or after a share link's leading `s`,
    /// replaced: that segment is the link's secret. Segments are split at each `/` byte, so that a mark that follows a
    /// slash, which makes one character of the two, does not hide a segment.
    static func loggedPath(_ path: String) -> String {
        var segments = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for index in segments.indices.dropLast()
        where segments[index] == "invitations" || segments[index] == "password-resets"
            || (index == 1 && segments[index] == "s")
        {
            segments[index + 1] = "…"
        }
        return segments.joined(separator: "/")
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1_000 + Double(elapsed.attoseconds) / 1e15
        context.logger.info(
            "\(request.method) \(Self.loggedPath(request.uri.path)) \(status)",
            metadata: ["status": "\(status)", "ms": "\((milliseconds * 10).rounded() / 10)"])
    }
}
