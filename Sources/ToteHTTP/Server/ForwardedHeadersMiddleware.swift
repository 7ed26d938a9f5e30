import HTTPTypes
import Hummingbird
import ToteApplication

/// Believes `X-Forwarded-For` and `X-Forwarded-Proto` from trusted proxies only: the client's address and whether
/// it came over HTTPS are set before any route reads them.
struct ForwardedHeadersMiddleware: RouterMiddleware {
    typealias Context = ToteRequestContext

    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!
    static let forwardedProto = HTTPField.Name("X-Forwarded-Proto")!

    let proxies: TrustedProxies

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard !proxies.isEmpty else { return try await next(request, context) }
        var context = context
        let peer = context.clientAddress
        context.clientAddress = proxies.client(peer: peer, forwardedFor: request.headers[values: Self.forwardedFor])
        context.arrivedOverHTTPS = proxies.arrivedOverHTTPS(
            peer: peer, forwardedProto: request.headers[values: Self.forwardedProto])
        return try await next(request, context)
    }
}
