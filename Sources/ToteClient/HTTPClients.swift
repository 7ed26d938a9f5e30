import AsyncHTTPClient
import NIOSSL
import Synchronization

/// The HTTP clients of the process, one for each certificate authority trusted: they live as long as the process, as
/// the command line makes its few requests and ends.
final class HTTPClients: Sendable {
    static let shared = HTTPClients()

    private let byAuthority = Mutex<[String: HTTPClient]>([:])

    /// The client trusting the system's authorities, or only the one in the PEM file at `authority`.
    func client(trusting authority: String?) throws -> HTTPClient {
        guard let authority else { return HTTPClient.shared }
        return try byAuthority.withLock { clients in
            if let client = clients[authority] { return client }
            let certificates: [NIOSSLCertificate]
            do {
                certificates = try NIOSSLCertificate.fromPEMFile(authority)
            } catch {
                throw ServerUnreachable("\(authority) holds no certificate in PEM form to trust")
            }
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.trustRoots = .certificates(certificates)
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(tlsConfiguration: tls))
            clients[authority] = client
            return client
        }
    }
}
