import Hummingbird
import Logging

/// One line per request once it is answered: method, path, status and how long the answer took, in
/// milliseconds. A streamed body (the live events) is timed to its first byte, not to its end.
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

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        let elapsed = (ContinuousClock.now - start).components
        let milliseconds = Double(elapsed.seconds) * 1_000 + Double(elapsed.attoseconds) / 1e15
        context.logger.info(
            "\(request.method) \(request.uri.path) \(status)",
            metadata: ["status": "\(status)", "ms": "\((milliseconds * 10).rounded() / 10)"])
    }
}
