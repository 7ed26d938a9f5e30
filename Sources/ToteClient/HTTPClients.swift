import AsyncHTTPClient
import NIOCore
import NIOSSL
import Synchronization

/// The HTTP clients of the process, one for each certificate authority trusted: they live as long as the process, as
/// the command line makes its few requests and ends.
final class HTTPClients: Sendable {
    static let shared = HTTPClients()

    private let byAuthority = Mutex<[String: HTTPClient]>([:])

    /// The client trusting the system's authorities (for nil), or only the one in the PEM file at `authority`.
    func client(trusting authority: String?) throws -> HTTPClient {
        try byAuthority.withLock { clients in
            if let client = clients[authority ?? ""] { return client }
            var tls = TLSConfiguration.makeClientConfiguration()
            if let authority {
                do {
                    tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(authority))
                } catch {
                    throw ServerUnreachable("\(authority) holds no certificate in PEM form to trust")
                }
            }
            let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: Self.configuration(tls))
            clients[authority ?? ""] = client
            return client
        }
    }

    /// A person waits at the command line: a server that cannot be reached is told at once rather than tried again
    /// and again, and one that stops answering is given up on after a minute.
    private static func configuration(_ tls: TLSConfiguration) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(tlsConfiguration: tls)
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(10), read: .seconds(60))
        return configuration
    }
}
