import ArgumentParser
import ToteApplication

/// `tote serve [--host HOST] [--port PORT] [--store URL] …`: the shared web app and its JSON API.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "Serve the web app and the JSON API until stopped with Ctrl-C.")

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on.", valueName: "port"))
    var port = 8080

    @Option(help: ArgumentHelp("Where the inventories are kept, as for every other command.", valueName: "url"))
    var store: String?

    @Flag(help: "Mark cookies Secure: set this when people reach Tote over HTTPS.")
    var secureCookies = false

    @Option(
        help: ArgumentHelp(
            "Close a connection that sends nothing of a request for this long: one that never finishes its request, "
                + "or an idle keep-alive connection.", valueName: "seconds"))
    var idleTimeout = ServerLimits().idleTimeout

    @Option(
        help: ArgumentHelp(
            "Hold at most this many connections open; further requests are answered 503 (default: 4096, or fewer "
                + "where the limit of open files leaves room for fewer).", valueName: "count"))
    var maxConnections: Int?

    @Option(
        help: ArgumentHelp(
            "Hold at most this many connections of one client address open; its further requests are answered 503.",
            valueName: "count"))
    var maxConnectionsPerAddress = ServerLimits().maxConnectionsPerAddress

    @Option(
        help: ArgumentHelp(
            "When asked to stop, give the requests in flight this long to finish, then close the rest and exit.",
            valueName: "seconds"))
    var shutdownGrace = ServerLimits().shutdownGrace

    @Option(
        help: ArgumentHelp(
            "The address people reach Tote at, such as https://boxes.example.org, for the invitation links it hands "
                + "out (default: the address each request came in on).", valueName: "url"))
    var publicURL: String?

    @Option(
        name: .customLong("trusted-proxy"),
        help: ArgumentHelp(
            "Believe X-Forwarded-For and X-Forwarded-Proto from this address or block, such as 10.0.0.0/8: for the "
                + "client's address, Secure cookies and links. Give it once for each proxy; never from anyone else.",
            valueName: "cidr"))
    var trustedProxies: [String] = []

    @Option(
        name: .customLong("tls-cert"),
        help: ArgumentHelp(
            "Serve HTTPS with the certificate chain in this PEM file (with --tls-key); a renewed file is used from the "
                + "next connection on.", valueName: "file"))
    var tlsCertificate: String?

    @Option(
        name: .customLong("tls-key"),
        help: ArgumentHelp("The private key of --tls-cert, in a PEM file.", valueName: "file"))
    var tlsKey: String?

    func validate() throws {
        if (tlsCertificate == nil) != (tlsKey == nil) {
            throw ValidationError("--tls-cert and --tls-key go together: give both, or neither")
        }
        if let publicURL {
            do { _ = try PublicURL(publicURL) } catch { throw ValidationError(error.description) }
        }
        guard (1...65_535).contains(port) else {
            throw ValidationError("port must be from 1 to 65535, not \(port)")
        }
        let idle = ServerLimits.idleTimeoutRange
        let grace = ServerLimits.shutdownGraceRange
        guard idle.contains(idleTimeout) else {
            throw ValidationError(
                "idle timeout must be from \(idle.lowerBound) to \(idle.upperBound) seconds, not \(idleTimeout)")
        }
        if let maxConnections, maxConnections < 1 {
            throw ValidationError("max connections must be at least 1, not \(maxConnections)")
        }
        guard maxConnectionsPerAddress >= 1 else {
            throw ValidationError("max connections per address must be at least 1, not \(maxConnectionsPerAddress)")
        }
        guard grace.contains(shutdownGrace) else {
            throw ValidationError(
                "shutdown grace must be from \(grace.lowerBound) to \(grace.upperBound) seconds, not \(shutdownGrace)")
        }
    }

    var request: ServeRequest {
        ServeRequest(
            host: host, port: port, store: store, secureCookies: secureCookies,
            limits: ServerLimits(
                idleTimeout: idleTimeout, maxConnections: maxConnections,
                maxConnectionsPerAddress: maxConnectionsPerAddress, shutdownGrace: shutdownGrace),
            publicURL: publicURL.flatMap { try? PublicURL($0) },
            trustedProxies: trustedProxies,
            tls: tlsCertificate.flatMap { certificate in tlsKey.map { TLSFiles(certificate: certificate, key: $0) } })
    }
}
