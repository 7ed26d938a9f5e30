import Hummingbird
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

    public init(source: ApplicationRequestContextSource) {
        coreContext = CoreRequestContextStorage(source: source)
        clientAddress = source.channel.remoteAddress?.ipAddress ?? "unknown"
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
