import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Turns every answer of 400 and above into a ``ServerProblem`` carrying the problem document's detail, before the
/// generated client reads it, so that each operation is read only for its success.
struct ProblemMiddleware: ClientMiddleware {
    /// The most of a problem document read.
    static let largest = 64 << 10

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, answer) = try await next(request, body, baseURL)
        guard response.status.code >= 400 else { return (response, answer) }
        var detail: String?
        if let answer, let bytes = try? await Data(collecting: answer, upTo: Self.largest) {
            detail = (try? JSONDecoder().decode(Problem.self, from: bytes))?.detail
        }
        throw ServerProblem(
            status: response.status.code,
            detail: detail ?? "the server answered \(response.status.code) \(response.status.reasonPhrase)")
    }

    private struct Problem: Decodable {
        let detail: String
    }
}

/// Sends the credential the command line logged in with.
struct BearerMiddleware: ClientMiddleware {
    let token: String

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
