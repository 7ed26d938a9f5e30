import AsyncHTTPClient
import Foundation
import NIOSSL

/// The connection to the server was lost after a request was sent and before its answer came: the request may
/// or may not have been carried out.
struct AnswerLost: Error, CustomStringConvertible {
    let address: URL

    var description: String { "the connection to \(address.absoluteString) was lost before it answered" }
}

/// What went wrong on the way to a server and back, told as the one line the command line prints.
enum ServerFault {
    static func reading(_ error: any Error, from address: URL) -> any Error {
        switch error {
        case let known as ServerProblem: return known
        case let known as ServerUnreachable: return known
        case let known as AnswerLost: return known
        case let http as HTTPClientError where [.remoteConnectionClosed, .readTimeout].contains(http):
            return AnswerLost(address: address)
        case is NIOSSLError:
            return untrusted(address, String(describing: error))
        case is DecodingError:
            return ServerUnreachable(
                "\(address.absoluteString) answered with what Tote's API version 1 does not send; is it a Tote "
                    + "server of this version?")
        default:
            let text = String(describing: error)
            if text.contains("certificate") || text.contains("handshake") || text.contains("SSL") {
                return untrusted(address, text)
            }
            if text.contains("Connection refused") {
                return ServerUnreachable(
                    "\(address.absoluteString) refuses connections; is `tote serve` running there, on that port?")
            }
            return ServerUnreachable("\(address.absoluteString) cannot be reached: \(text)")
        }
    }

    /// A TLS connection that failed, told by what people can do about it.
    private static func untrusted(_ address: URL, _ text: String) -> ServerUnreachable {
        let server = address.absoluteString
        if text.contains("WRONG_VERSION_NUMBER") {
            return ServerUnreachable("\(server) does not speak HTTPS; is its address http:// instead?")
        }
        if text.contains("CERTIFICATE_VERIFY_FAILED") || text.contains("certificate") {
            return ServerUnreachable(
                "\(server) did not prove who it is: its certificate is not signed by an authority this computer "
                    + "trusts; for a private authority, give its certificate with --ca-file")
        }
        return ServerUnreachable("\(server) refused a secure connection: the TLS handshake failed")
    }
}

/// Something the command line does on a local store that it does not yet do on a server.
public struct ServerUnsupported: Error, Equatable, Sendable, CustomStringConvertible {
    public let what: String

    public init(_ what: String) {
        self.what = what
    }

    public var description: String {
        "\(what) is not offered on a server from the command line; use the server's web pages, or a local store "
            + "with --store"
    }
}
