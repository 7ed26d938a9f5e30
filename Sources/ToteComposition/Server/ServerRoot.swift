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

/// The composition root of `tote serve`: the store, the security adapters, the use cases, the routes
/// of the JSON API and the web pages, and the services that live as long as the server.
struct ServerRoot: Sendable {
    let stores: StoreAdapters
    let directories: UserDirectories

    func serve(_ request: ServeRequest) async throws {
        let logger = Logger(label: "tote")
        let location = try StoreLocation.resolve(option: request.store, directories: directories)
        let (store, backups) = try await stores.openForServing(location, logger: logger)
        let environment = Self.environment(over: store, secureCookies: request.secureCookies)
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        let router = ToteRouter.make(environment: environment)
        router.add(middleware: MetricsMiddleware())
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer())))
        }
        try APIRoutes.add(to: router, environment: environment)
        try WebRoutes.add(to: router, environment: environment)
        let metrics = MetricsService(
            registry: registry, relay: environment.events, feed: store, interval: .seconds(15), logger: logger)
        let services: [any Service] =
            [EventRelayService(relay: environment.events), metrics] + (backups.map { [$0] } ?? [])
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(request.host, port: request.port), serverName: "Tote"),
            services: services,
            onServerRunning: { [logger] channel in
                let port = channel.localAddress?.port ?? request.port
                logger.notice("Tote is serving \(location) at http://\(request.host):\(port)/")
            },
            logger: logger)
        try await application.runService()
    }

    /// The server's use cases over one store, with the real password hasher, secrets and clock.
    static func environment(over store: any ToteStore, secureCookies: Bool) -> ServerEnvironment {
        let clock = SystemClock()
        let secrets = RandomSecretGenerator()
        let ports = AccessPorts(store: store, hasher: BcryptPasswordHasher(), secrets: secrets)
        let access = AccessService(ports: ports, throttle: LoginThrottle(clock: clock), clock: clock)
        let relay = EventRelay(feed: store)
        return ServerEnvironment(
            access: access, memberships: MembershipService(ports: ports, access: access, clock: clock),
            openInventory: { inventory, role in
                InventoryUseCases(
                    inventory: inventory, ports: try await store.ports(for: inventory), clock: clock, publisher: relay,
                    role: role)
            },
            events: relay, secrets: secrets, secureCookies: secureCookies)
    }
}
