import AsyncHTTPClient
import Foundation
import NIOSSL
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// A Tote server as the command line reaches it: its address, the certificate authority it is trusted by when that
/// is not one the system trusts, and the token it was logged in to with.
public struct ToteServer: Sendable {
    public let address: URL
    public let authority: String?
    public let token: String?

    /// `text` as a server's address: `https://home.example:8080` (or `http://` on a trusted network); a path, a query
    /// or credentials in it are refused.
    public init(_ text: String, authority: String? = nil, token: String? = nil) throws {
        guard let address = URL(string: text), let scheme = address.scheme?.lowercased(),
            ["http", "https"].contains(scheme), address.host?.isEmpty == false, address.query == nil,
            address.user == nil, address.path.isEmpty || address.path == "/"
        else {
            throw ServerUnreachable("'\(text)' is not a server's address; give one such as https://home.example:8080")
        }
        self.init(address: address, authority: authority, token: token)
    }

    private init(address: URL, authority: String?, token: String?) {
        self.address = address
        self.authority = authority
        self.token = token
    }

    /// The server with `token` as its credential.
    public func loggedIn(with token: String) -> ToteServer {
        ToteServer(address: address, authority: authority, token: token)
    }

    /// The generated client of the server's API, sending the token when there is one.
    func client() throws -> Client {
        let transport = AsyncHTTPClientTransport(
            configuration: .init(client: try HTTPClients.shared.client(trusting: authority)))
        return Client(
            serverURL: address, configuration: .init(dateTranscoder: .iso8601WithFractionalSeconds),
            transport: transport,
            middlewares: [ProblemMiddleware()] + (token.map { [BearerMiddleware(token: $0)] } ?? []))
    }
}
