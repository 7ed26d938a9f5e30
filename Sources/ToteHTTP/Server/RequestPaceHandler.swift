import HTTPTypes
import NIOCore
import NIOHTTPTypes
import ToteApplication

/// Watches each request from its head to its end, so that no client holds the server with requests it does not
/// finish:
/// - an address may have at most ``UnfinishedRequests/maximumPerAddress`` requests begun and not finished (a body
///   still to come once the read that brought its head ends), all addresses together ``UnfinishedRequests/maximum``;
///   another is answered 429 (or 503) at once and its connection closed, before it reaches the routes;
/// - after ``UnfinishedRequests/grace``, a body must keep coming at ``UnfinishedRequests/minimumRate`` bytes for each
///   second the server waited for it (time it spent not reading, busy with what came before, does not count), or
///   the request is answered 408 and closed;
/// - a request answered before its body ended (a refusal decided from its head, a body too large) is told the
///   connection closes; the server then stops writing, reads and drops what the client still sends for a moment,
///   so that the client reads the answer rather than a reset, and closes.
final class RequestPaceHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long a connection answered early may stay to read its answer before it is closed.
    static let lingering = TimeAmount.seconds(2)
    /// How often a body whose reading the server has paused is looked at again.
    static let pausedCheck = TimeAmount.seconds(1)

    private let unfinished: UnfinishedRequests
    private let proxies: TrustedProxies

    /// The address whose unfinished request this connection is counted as, while one is.
    private var counted: String?
    /// A request head read in the read going on, with the parts that came after it, held until the read ends.
    private var pending: (head: HTTPRequest, parts: [HTTPRequestPart])?
    /// Whether a request's head was read and passed on, and its end not yet.
    private var isReading = false
    /// How many request heads were read, and how many answers ended: an answer begun while its own request is
    /// still being read is an early one.
    private var requestsRead = 0
    private var answersEnded = 0
    /// Whether the body's pace is measured: from its head, or once a client that asked was told to go on.
    private var isPaced = false
    /// Whether an answer has begun and not ended.
    private var isAnswering = false
    /// Whether what the client sends is dropped: its connection is closing.
    private var isDropping = false
    private var bytes = 0
    private var waited = TimeAmount.zero
    private var waitingSince: NIODeadline?
    private var check: Scheduled<Void>?
    private var linger: Scheduled<Void>?

    init(unfinished: UnfinishedRequests, proxies: TrustedProxies) {
        self.unfinished = unfinished
        self.proxies = proxies
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopWatching()
        linger?.cancel()
        linger = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopWatching()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !isDropping else { return }
        countWait(now: context.eventLoop.now)
        let part = unwrapInboundIn(data)
        switch part {
        case .head(let head):
            // Held until this read ends: a request whose end came with it holds nothing and is not counted.
            pending = (head, [])
            bytes = 0
            waited = .zero
            isPaced = head.headerFields[.expect]?.lowercased() != "100-continue"
            return
        case .body(let buffer):
            bytes += buffer.readableBytes
        case .end:
            stopWatching()
        }
        guard let (head, parts) = pending else { return context.fireChannelRead(data) }
        pending = (head, parts + [part])
        if case .end = part { forwardPending(context: context) }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if let (head, _) = pending {
            let address = clientAddress(of: head, context: context)
            if let refusal = unfinished.begin(address) {
                pending = nil
                isDropping = true
                context.writeProblem(ErrorDescription(refusal)).assumeIsolated().whenComplete { _ in
                    context.close(promise: nil)
                }
                return
            }
            counted = address
            isReading = true
            forwardPending(context: context)
        }
        if isReading, check == nil { scheduleCheck(context: context, in: TimeAmount(unfinished.grace)) }
        context.fireChannelReadComplete()
    }

    /// Passes on the request held since its head, with the parts that came with it.
    private func forwardPending(context: ChannelHandlerContext) {
        guard let (head, parts) = pending else { return }
        pending = nil
        requestsRead += 1
        context.fireChannelRead(wrapInboundOut(.head(head)))
        for part in parts { context.fireChannelRead(wrapInboundOut(part)) }
    }

    func read(context: ChannelHandlerContext) {
        if isReading, isPaced, waitingSince == nil { waitingSince = context.eventLoop.now }
        context.read()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let response) where response.status == .continue:
            // Told once per request, and only while its body is still to come.
            guard isReading, !isPaced else {
                promise?.succeed()
                return
            }
            isPaced = true
            waitingSince = context.eventLoop.now
            context.write(data, promise: promise)
        case .head(let response) where response.status.kind == .informational:
            context.write(data, promise: promise)
        case .head(var response):
            isAnswering = true
            guard isReading, answersEnded + 1 == requestsRead else { return context.write(data, promise: promise) }
            isDropping = true
            response.headerFields[.connection] = "close"
            context.write(wrapOutboundOut(.head(response)), promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            isAnswering = false
            answersEnded += 1
            guard isDropping else { return context.write(data, promise: promise) }
            context.writeAndFlush(data, promise: promise)
            closeAfterAnswer(context: context)
        }
    }

    /// Closes the connection of a request answered before its body ended, lingering while few others do.
    private func closeAfterAnswer(context: ChannelHandlerContext) {
        stopWatching()
        guard unfinished.startLingering() else { return context.close(promise: nil) }
        context.channel.closeFuture.whenComplete { [unfinished] _ in unfinished.stopLingering() }
        context.close(mode: .output, promise: nil)
        linger = context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingering) { context.close(promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if isDropping, case ChannelEvent.inputClosed = event { return context.close(promise: nil) }
        context.fireUserInboundEventTriggered(event)
    }

    /// The client's address: the peer's, or the one a trusted proxy forwarded for.
    private func clientAddress(of head: HTTPRequest, context: ChannelHandlerContext) -> String {
        let peer = context.channel.remoteAddress?.ipAddress ?? "unknown"
        return proxies.client(
            peer: peer, forwardedFor: head.headerFields[values: ForwardedHeadersMiddleware.forwardedFor])
    }

    private func countWait(now: NIODeadline) {
        guard let since = waitingSince else { return }
        waited = waited + (now - since)
        waitingSince = nil
    }

    /// Looks at the body's pace after `delay`: refuses it when it fell behind, else looks again when it could.
    private func scheduleCheck(context: ChannelHandlerContext, in delay: TimeAmount) {
        check?.cancel()
        check = context.eventLoop.assumeIsolated().scheduleTask(in: max(delay, .milliseconds(10))) { [self] in
            check = nil
            guard isReading else { return }
            let now = context.eventLoop.now
            let pending = waitingSince.map { now - $0 } ?? .zero
            guard isPaced else { return scheduleCheck(context: context, in: Self.pausedCheck) }
            let allowed = TimeAmount(unfinished.grace) + .seconds(Int64(bytes / unfinished.minimumRate))
            let total = waited + pending
            guard total >= allowed else {
                let next = waitingSince == nil ? Self.pausedCheck : allowed - total
                return scheduleCheck(context: context, in: next)
            }
            refuseSlowBody(context: context)
        }
    }

    private func refuseSlowBody(context: ChannelHandlerContext) {
        stopWatching()
        isDropping = true
        guard !isAnswering else { return context.close(promise: nil) }
        let refusal = ErrorDescription(RequestError.bodyTooSlow(minimumRate: unfinished.minimumRate))
        context.writeProblem(refusal).assumeIsolated().whenComplete { _ in context.close(promise: nil) }
    }

    private func stopWatching() {
        check?.cancel()
        check = nil
        isReading = false
        waitingSince = nil
        if let counted { unfinished.end(counted) }
        counted = nil
    }
}
