import HTTPTypes
import NIOCore
import NIOHTTPTypes
import Synchronization

/// How many connections the server holds open at once, and one client address of them. A connection beyond either
/// limit is answered with 503 and a problem document as soon as it opens, and closed, so a flood of connections
/// costs the server a short answer each instead of its file descriptors and memory, and one address cannot take
/// every place.
public final class ConnectionLimit: Sendable {
    public let maximum: Int
    public let maximumPerAddress: Int
    private let open = Atomic<Int>(0)
    private let byAddress = Mutex<[String: Int]>([:])
    private let lingering = Atomic<Int>(0)

    /// How many turned-away connections may stay open at once to read their answer; beyond them a connection is
    /// closed as soon as its answer is written, so that turning away a flood cannot itself exhaust descriptors.
    static let maximumLingering = 16

    public init(maximum: Int, maximumPerAddress: Int) {
        self.maximum = maximum
        self.maximumPerAddress = maximumPerAddress
    }

    /// The connections open now, those being turned away included.
    public var openConnections: Int { open.load(ordering: .relaxed) }

    /// Counts a connection from `address`; false when it is past either limit. Counted either way, until released.
    fileprivate func admit(_ address: String) -> Bool {
        let total = open.add(1, ordering: .relaxed).newValue
        let fromAddress = byAddress.withLock { counts in
            counts[address, default: 0] += 1
            return counts[address]!
        }
        return total <= maximum && fromAddress <= maximumPerAddress
    }

    fileprivate func release(_ address: String) {
        open.subtract(1, ordering: .relaxed)
        byAddress.withLock { counts in
            let count = counts[address, default: 1] - 1
            counts[address] = count > 0 ? count : nil
        }
    }

    /// Whether a turned-away connection may linger; if so, ``stopLingering()`` must follow when it closes.
    fileprivate func startLingering() -> Bool {
        guard lingering.add(1, ordering: .relaxed).newValue <= Self.maximumLingering else {
            lingering.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    fileprivate func stopLingering() {
        lingering.subtract(1, ordering: .relaxed)
    }
}

/// Counts its connection for as long as it is open. A connection past the limit is answered 503 at once, before
/// it sends anything, so that a flood of idle connections cannot hold the server's descriptors. While few others
/// do, it lingers so that a client still sending its request reads the answer rather than a reset: the server's
/// side is closed for writing, and the connection closed when the client hangs up or after ``lingering``.
/// Otherwise it is closed as soon as the answer is written. Nothing it sends reaches the routes.
final class ConnectionLimitHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// How long a turned-away connection may stay to read the answer before it is closed.
    static let lingering = TimeAmount.seconds(2)

    private let limit: ConnectionLimit
    private var isAdmitted = true
    private var isCounted = false
    private var isAnswered = false
    private var lingeringClose: Scheduled<Void>?

    init(limit: ConnectionLimit) {
        self.limit = limit
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard !isCounted else { return }
        isCounted = true
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        isAdmitted = limit.admit(address)
        context.channel.closeFuture.whenComplete { [limit] _ in limit.release(address) }
        if context.channel.isActive { turnAwayIfOverTheLimit(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        lingeringClose?.cancel()
        lingeringClose = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        turnAwayIfOverTheLimit(context: context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if isAdmitted { context.fireChannelRead(data) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard !isAdmitted else { return context.fireUserInboundEventTriggered(event) }
        if case ChannelEvent.inputClosed = event { context.close(promise: nil) }
    }

    private func turnAwayIfOverTheLimit(context: ChannelHandlerContext) {
        guard !isAdmitted, !isAnswered else { return }
        isAnswered = true
        let written = context.writeProblem(ErrorDescription(RequestError.serverBusy)).assumeIsolated()
        guard limit.startLingering() else {
            written.whenComplete { _ in context.close(promise: nil) }
            return
        }
        context.channel.closeFuture.whenComplete { [limit] _ in limit.stopLingering() }
        written.whenComplete { _ in context.close(mode: .output, promise: nil) }
        lingeringClose = context.eventLoop.assumeIsolated().scheduleTask(in: Self.lingering) {
            context.close(promise: nil)
        }
    }
}
