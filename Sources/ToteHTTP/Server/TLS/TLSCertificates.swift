import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOSSL

/// The certificate chain and private key a server over HTTPS presents, read from their PEM files and read again
/// when either file changes, so that a renewed certificate is presented from the next connection on, without a
/// restart. A renewal that cannot be used yet (a file half written, a key that does not match the certificate) leaves
/// the last pair that worked in use, and is tried again at the next connection.
public final class TLSCertificates: Sendable {
    /// Where the certificate chain and the key are.
    struct Files: Sendable, Equatable {
        let certificate: String
        let key: String

        /// When each file last changed and how long it is: a change to either means a new pair to read.
        var stamp: [String] {
            [certificate, key].map { path in
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                let changed = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                return "\(changed) \(attributes?[.size] as? Int ?? -1)"
            }
        }
    }

    /// A pair that was read and found to belong together, as the change it makes to a handshake.
    private struct Loaded: Sendable {
        let pair: NIOSSLContextConfigurationOverride
        let stamp: [String]
    }

    let files: Files
    private let loaded: NIOLockedValueBox<Loaded>

    /// Reads the pair from the PEM files at `certificate` (the chain, the server's own first) and `key`; throws
    /// ``TLSCertificateError`` when either cannot be read or the two do not belong together.
    public init(certificate: String, key: String) throws(TLSCertificateError) {
        let files = Files(certificate: certificate, key: key)
        self.files = files
        let stamp = files.stamp
        loaded = NIOLockedValueBox(Loaded(pair: try Self.pair(from: files), stamp: stamp))
    }

    /// The server's TLS configuration: the pair as first read, handing each new connection the pair as it is now.
    public var configuration: TLSConfiguration {
        get throws(TLSCertificateError) {
            var configuration = try Self.configuration(from: files)
            // The files are read, and a renewed pair checked, away from the connections' event loop: a pair that fails
            // its check leaves an error behind on the thread that checked it, which a handshake on that thread would
            // take for its own.
            configuration.sslContextCallback = { [self] _, promise in
                DispatchQueue.global().async { promise.succeed(self.current) }
            }
            return configuration
        }
    }

    /// The pair to present now: read again when a file changed since it was last read successfully.
    var current: NIOSSLContextConfigurationOverride {
        let stamp = files.stamp
        let last = loaded.withLockedValue { $0 }
        guard stamp != last.stamp, let renewed = try? Self.pair(from: files) else { return last.pair }
        loaded.withLockedValue { $0 = Loaded(pair: renewed, stamp: stamp) }
        return renewed
    }

    /// The pair in the files, once a context made from it shows that the key belongs to the certificate.
    private static func pair(from files: Files) throws(TLSCertificateError) -> NIOSSLContextConfigurationOverride {
        let configuration = try configuration(from: files)
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            throw .mismatched(certificate: files.certificate, key: files.key)
        }
        var pair = NIOSSLContextConfigurationOverride()
        pair.certificateChain = configuration.certificateChain
        pair.privateKey = configuration.privateKey
        return pair
    }

    private static func configuration(from files: Files) throws(TLSCertificateError) -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(files.certificate)
        } catch {
            throw .unreadableCertificate(files.certificate)
        }
        guard !chain.isEmpty else { throw .unreadableCertificate(files.certificate) }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: files.key, format: .pem)
        } catch {
            throw .unreadableKey(files.key)
        }
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
        configuration.applicationProtocols = ["http/1.1"]
        return configuration
    }
}

/// A certificate or key `tote serve` cannot use. Its description is the one line shown.
public enum TLSCertificateError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadableCertificate(String)
    case unreadableKey(String)
    case mismatched(certificate: String, key: String)

    public var description: String {
        switch self {
        case .unreadableCertificate(let path):
            "cannot read a certificate from \(path): it must be a PEM file holding the certificate chain"
        case .unreadableKey(let path):
            "cannot read a private key from \(path): it must be a PEM file holding the key, not protected by a password"
        case .mismatched(let certificate, let key):
            "the key in \(key) does not belong to the certificate in \(certificate)"
        }
    }
}
