import HummingbirdCore
import NIOCore

/// The HTTP/1.1 server Tote runs.
public enum HTTPServer {
    /// A server that holds connections to `connections`, answers a request it cannot read with a problem document,
    /// and closes a connection that sends nothing of a request for `idleTimeout`: a request head never finished, a
    /// body stalled, a keep-alive connection left idle.
    public static func http1(connections: ConnectionLimit, idleTimeout: Duration) -> HTTPServerBuilder {
        .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [UnreadableRequestHandler(), ConnectionLimitHandler(limit: connections)],
                idleTimeout: TimeAmount(idleTimeout)))
    }
}
