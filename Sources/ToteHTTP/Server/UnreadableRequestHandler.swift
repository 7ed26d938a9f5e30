import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request the HTTP parser gave up on, such as one whose headers are larger than the server reads, with a
/// problem document (431 for headers too large, 400 otherwise) before closing, instead of an empty answer. A parse
/// error in the middle of a request that the routes are already answering is left to the server, which closes.
final class UnreadableRequestHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private var isReadingRequest = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: isReadingRequest = true
        case .body: break
        case .end: isReadingRequest = false
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, !isReadingRequest else {
            return context.fireErrorCaught(error)
        }
        let refusal: RequestError = parserError == .headerOverflow ? .headersTooLarge : .unreadable
        context.writeProblem(ErrorDescription(refusal)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
