import HTTPTypes
import HummingbirdCore
import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many connections the server holds open at once. A connection beyond the limit has its first request
/// answered with 503 and a problem document, and is then closed, so a flood of connections costs the server
/// a short answer each instead of its file descriptors and memory.
public final class ConnectionLimit: Sendable {
    public let maximum: Int
    private let open = Atomic<Int>(0)

    public init(maximum: Int) {
        self.maximum = maximum
    }

    /// The connections open now, those being turned away included.
    public var openConnections: Int { open.load(ordering: .relaxed) }

    /// An HTTP/1.1 server that holds connections to this limit and closes one that sends nothing of a request
    /// for `idleTimeout`: a request head never finished, a body stalled, a keep-alive connection left idle.
    public func http1Server(idleTimeout: Duration) -> HTTPServerBuilder {
        .http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [ConnectionLimitHandler(limit: self)],
                idleTimeout: TimeAmount(idleTimeout)))
    }

    fileprivate func admit() -> Bool {
        open.add(1, ordering: .relaxed).newValue <= maximum
    }

    fileprivate func release() {
        open.subtract(1, ordering: .relaxed)
    }
}

/// Counts its connection for as long as it is open; past the limit, answers the first request with 503 and
/// closes, and nothing of the request reaches the routes.
private final class ConnectionLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limit: ConnectionLimit
    private var isAdmitted = true
    private var isCounted = false

    init(limit: ConnectionLimit) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard !isCounted else { return }
        isCounted = true
        isAdmitted = limit.admit()
        context.channel.closeFuture.whenComplete { [limit] _ in limit.release() }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isAdmitted else { return context.fireChannelRead(data) }
        guard case .head = unwrapInboundIn(data) else { return }
        let description = ErrorDescription(RequestError.serverBusy)
        let body = ByteBuffer(string: ProblemDetails.body(for: description))
        var headers = ProblemDetails.headers(for: description)
        headers[.contentLength] = String(body.readableBytes)
        headers[.connection] = "close"
        context.write(
            wrapOutboundOut(.head(HTTPResponse(status: description.status, headerFields: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
