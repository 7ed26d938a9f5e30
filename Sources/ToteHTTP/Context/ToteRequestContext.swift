import HTTPTypes
import Hummingbird
import NIOCore
import NIOHTTPTypes
import ToteApplication
import ToteDomain

/// What every request carries through Tote's routes: who is asking, and from where.
public struct ToteRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The client's IP address, used to rate-limit failed logins and invitation attempts: the peer's, or the one a
    /// trusted proxy forwarded for (``ForwardedHeadersMiddleware``).
    public internal(set) var clientAddress: String
    /// Whether the request reached a trusted proxy over HTTPS, so cookies and links are made for HTTPS.
    public internal(set) var arrivedOverHTTPS = false
    /// The holder of the request's credential, once authenticated.
    public var principal: Principal?
    /// The credential the request was authenticated with.
    public var credential: Credential?

    /// The connection the request came on, to tell a client that asked whether to send its body that it may.
    private let channel: (any Channel)?

    /// The address and port the connection came in on, as a link to this server writes them (`192.0.2.4:8080`,
    /// `[2001:db8::4]:8080`); nil where there is none.
    public let serverAddress: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
        channel = source.channel
        serverAddress = source.channel.localAddress.flatMap { address in
            guard let ip = address.ipAddress, let port = address.port else { return nil }
            return (ip.contains(":") ? "[\(ip)]" : ip) + ":\(port)"
        }
    }

    /// Tells a client that sent `Expect: 100-continue` to send the body: call once the request was decided from its
    /// head, before reading the body. A client that asked and is refused never sends its body.
    public func allowBody(of request: Request) {
        guard let channel, request.headers[.expect]?.lowercased() == "100-continue" else { return }
        channel.writeAndFlush(HTTPResponsePart.head(HTTPResponse(status: .continue)), promise: nil)
    }

    /// Request bodies larger than this are refused before decoding.
    public var maxUploadSize: Int { 256 * 1024 }
}

/// How a request proved who it comes from.
public struct Credential: Sendable {
    public enum Source: Sendable {
        /// The browser's session cookie: forms must also carry the CSRF token.
        case cookie
        /// An `Authorization: Bearer` header from an API client.
        case bearer
    }

    public let token: SecretToken
    public let source: Source

    public init(token: SecretToken, source: Source) {
        self.token = token
        self.source = source
    }
}
