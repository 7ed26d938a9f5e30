import Hummingbird
import ToteHTTP

/// Answers every error thrown by an API route with a problem document; a failure of Tote itself is logged.
struct ProblemMiddleware: RouterMiddleware {
    typealias Context = ToteRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let problem = Problem(error)
            if problem.status.kind == .serverError {
                context.logger.error(
                    "API request failed",
                    metadata: ["error": "\(String(reflecting: error))", "path": "\(request.uri.path)"])
            }
            return try problem.response()
        }
    }
}
