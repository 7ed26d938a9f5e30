import HTTPTypes
import NIOCore
import NIOHTTPTypes

extension ChannelHandlerContext {
    /// Writes a whole response with `description` as its problem document, asking the client to close, for the
    /// answers given in the HTTP pipeline before a request reaches the routes.
    func writeProblem(_ description: ErrorDescription) -> EventLoopFuture<Void> {
        let body = ByteBuffer(string: ProblemDetails.body(for: description))
        var headers = ProblemDetails.headers(for: description)
        headers[.contentLength] = String(body.readableBytes)
        headers[.connection] = "close"
        let head = HTTPResponse(status: description.status, headerFields: headers)
        write(NIOAny(HTTPResponsePart.head(head)), promise: nil)
        write(NIOAny(HTTPResponsePart.body(body)), promise: nil)
        return writeAndFlush(NIOAny(HTTPResponsePart.end(nil)))
    }
}
