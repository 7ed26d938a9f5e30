import HummingbirdCore
import NIOCore
import ToteApplication

/// The HTTP/1.1 server Tote runs.
public enum HTTPServer {
    /// A server that holds connections to `connections`, answers a request it cannot read with a problem document,
    /// closes a connection that sends nothing of a request for `idleTimeout` (a request head never finished, a body
    /// stalled, a keep-alive connection left idle), and holds each client address to the requests and the pace that
    /// `unfinished` allows, telling addresses apart behind `proxies`.
    public static func http1(
        connections: ConnectionLimit, idleTimeout: Duration, unfinished: UnfinishedRequests = UnfinishedRequests(),
        proxies: TrustedProxies = .none
    ) -> HTTPServerBuilder {
        .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [
                    UnreadableRequestHandler(), ConnectionLimitHandler(limit: connections),
                    RequestPaceHandler(unfinished: unfinished, proxies: proxies),
                ],
                idleTimeout: TimeAmount(idleTimeout)))
    }
}
