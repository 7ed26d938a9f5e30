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
        guard let given = URLComponents(string: text), let scheme = given.scheme?.lowercased(),
            ["http", "https"].contains(scheme), let host = given.host, !host.isEmpty, given.query == nil,
            given.fragment == nil, given.user == nil, given.password == nil, given.path.isEmpty || given.path == "/"
        else {
            throw ServerUnreachable("'\(text)' is not a server's address; give one such as https://home.example:8080")
        }
        var address = URLComponents()
        address.scheme = scheme
        address.host = host.lowercased()
        address.port = given.port
        guard let url = address.url else {
            throw ServerUnreachable("'\(text)' is not a server's address; give one such as https://home.example:8080")
        }
        self.init(address: url, authority: authority, token: token)
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
