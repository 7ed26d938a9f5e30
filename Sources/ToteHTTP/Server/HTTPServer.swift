import HummingbirdCore
import HummingbirdTLS
import NIOCore
import ToteApplication

/// The HTTP/1.1 server Tote runs, over plain TCP or over TLS.
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

    /// The same server, over HTTPS when `certificates` are given, presenting them as they are when each connection
    /// begins.
    public static func http1(
        tls certificates: TLSCertificates?, connections: ConnectionLimit, idleTimeout: Duration,
        unfinished: UnfinishedRequests = UnfinishedRequests(), proxies: TrustedProxies = .none
    ) throws(TLSCertificateError) -> HTTPServerBuilder {
        let plain = http1(connections: connections, idleTimeout: idleTimeout, unfinished: unfinished, proxies: proxies)
        guard let certificates else { return plain }
        let configuration = try certificates.configuration
        do {
            return try .tls(plain, tlsConfiguration: configuration)
        } catch {
            throw .mismatched(certificate: certificates.files.certificate, key: certificates.files.key)
        }
    }
}
