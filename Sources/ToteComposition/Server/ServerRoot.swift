import Foundation
import Hummingbird
import Logging
import Metrics
import Prometheus
import ServiceLifecycle
import ToteAPI
import ToteApplication
import ToteCLI
import ToteDomain
import ToteHTTP
import ToteSecurity
import ToteWeb
import ToteZBar

/// The composition root of `tote serve`: the store, the security adapters, the use cases, the routes
/// of the JSON API and the web pages, and the services that live as long as the server.
struct ServerRoot: Sendable {
    let stores: StoreAdapters
    let directories: UserDirectories

    func serve(_ request: ServeRequest) async throws {
        let proxies: TrustedProxies
        do {
            proxies = try TrustedProxies(parsing: request.trustedProxies)
        } catch {
            throw ServeOptionError(error.description)
        }
        let certificates = try request.tls.map { files in
            try Self.certificatesUsable { () throws(TLSCertificateError) in
                try TLSCertificates(certificate: files.certificate, key: files.key)
            }
        }
        let maximumConnections = try OpenFiles.connections(asked: request.limits.maxConnections)
        // Uploads and exports a server killed before left in the temporary folder.
        TemporaryName.removeLeftovers(in: FileManager.default.temporaryDirectory)
        let logger = Logger(label: "tote")
        let location = try StoreLocation.resolve(option: request.store, directories: directories)
        let served = try await stores.openForServing(location, logger: logger)
        let store = served.store
        // The public address given is remembered for the labels the command line prints; without one, the last is
        // used again.
        if let given = request.publicURL { try await store.remember(publicURL: given) }
        let publicURL = try await store.publicURL()
        let environment = Self.environment(
            over: served, secureCookies: request.secureCookies || certificates != nil, publicURL: publicURL,
            trustedProxies: proxies)
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        let notFoundPage = try WebRoutes.notFoundPage(environment: environment)
        let router = try ToteRouter.make(environment: environment, notFoundPage: notFoundPage) { router in
            router.add(middleware: MetricsMiddleware())
            router.get("/metrics") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                    body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
            }
            try APIRoutes.add(to: router, environment: environment)
            try WebRoutes.add(to: router, environment: environment)
        }
        let metrics = MetricsService(
            registry: registry, relay: environment.events, feed: store, photos: store, interval: .seconds(15),
            logger: logger)
        let connections = ConnectionLimit(
            maximum: maximumConnections, maximumPerAddress: request.limits.maxConnectionsPerAddress)
        let services: [any Service] =
            [EventRelayService(relay: environment.events), metrics, MemoryTrimService(connections: connections)]
            + served.services
        let idleTimeout = Duration.seconds(request.limits.idleTimeout)
        let server = try Self.certificatesUsable { () throws(TLSCertificateError) in
            try HTTPServer.http1(
                tls: certificates, connections: connections, idleTimeout: idleTimeout, proxies: proxies)
        }
        let scheme = certificates == nil ? "http" : "https"
        let application = Application(
            router: router,
            server: server,
            // A queue of connections waiting to be accepted long enough that a burst of them does not push out
            // everyone else's.
            configuration: ApplicationConfiguration(
                address: .hostname(request.host, port: request.port), serverName: "Tote", backlog: 4_096),
            services: services,
            onServerRunning: { [logger] channel in
                let port = channel.localAddress?.port ?? request.port
                logger.notice("Tote is serving \(location) at \(scheme)://\(request.host):\(port)/")
            },
            logger: logger)
        var group = ServiceGroupConfiguration(
            services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = Duration.seconds(request.limits.shutdownGrace)
        try await ServiceGroup(configuration: group).run()
    }

    /// What `make` makes of the pair `--tls-cert` and `--tls-key` name, or the one line that says why the server
    /// cannot serve with it.
    private static func certificatesUsable<Made>(_ make: () throws(TLSCertificateError) -> Made) throws -> Made {
        do {
            return try make()
        } catch {
            throw ServeOptionError(error.description)
        }
    }

    /// The server's use cases over one store, with the real password hasher (as many checks at once as there are
    /// cores, eight times as many waiting), secrets and clock, ZBar to read the labels in phones' frames where it is
    /// installed, and what the servers sharing the store share.
    static func environment(
        over served: StoreAdapters.Served, secureCookies: Bool, publicURL: PublicURL? = nil,
        trustedProxies: TrustedProxies = .none
    ) -> ServerEnvironment {
        let store = served.store
        let clock = SystemClock()
        let secrets = RandomSecretGenerator()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let hasher = LimitedPasswordHasher(
            BcryptPasswordHasher(), limit: PasswordCheckLimit(running: cores, waiting: 8 * cores))
        let ports = AccessPorts(store: store, hasher: hasher, secrets: secrets)
        let access = AccessService(
            ports: ports, throttle: LoginThrottle(clock: clock, ledger: served.loginFailures), clock: clock)
        let relay = EventRelay(feed: store)
        let open: ServerEnvironment.InventoryOpener = { inventory, role, author in
            InventoryUseCases(
                inventory: inventory, ports: try await store.ports(for: inventory), clock: clock, publisher: relay,
                role: role, author: author, secrets: secrets)
        }
        var environment = ServerEnvironment(
            access: access, memberships: MembershipService(ports: ports, access: access, clock: clock),
            shares: ShareVisits(ports: ports, clock: clock, limit: ShareVisitLimit(clock: clock)) { inventory in
                InventoryQueryService(readModel: try await store.ports(for: inventory).readModel)
            },
            openInventory: open,
            events: relay, secrets: secrets, secureCookies: secureCookies,
            repeatedRequests: RepeatedRequests(shared: served.sharedAnswers), publicURL: publicURL,
            jobs: JobBoard(shared: served.sharedJobs, clock: clock),
            trustedProxies: trustedProxies)
        environment.codeReader = ZBarCodeReader.load(atOnce: cores)
        return environment
    }
}
