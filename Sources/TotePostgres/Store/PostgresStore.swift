import Logging
import NIOSSL
import PostgresNIO
import ServiceLifecycle
import ToteApplication
import ToteDomain

/// A store in a PostgreSQL database, which several Tote servers may share.
///
/// Its connection pool runs from opening; as a lifecycle service it closes the pool when the server shuts down.
public struct PostgresStore: InventoryStore, Service {
    let database: PostgresDatabase
    /// The pool's task, for a server's store; nil for a command's, which works on its one connection.
    private let pool: PoolRun?
    private let known = KnownInventories()

    /// Connects, checks the database is Tote's or empty, and applies the migrations it lacks, one process at a time.
    /// Throws ``StoreError`` with one clear reason: the server cannot be reached, refuses the password, lacks the
    /// database, holds another application's tables, or was migrated by a newer Tote. A server opens it with a pool
    /// of connections; a command of the command line passes its one `connection`, which the store keeps using.
    public static func open(
        _ url: PostgresURL, logger: Logger = Logger(label: "tote.postgres"),
        through connection: PostgresCommandConnection? = nil
    ) async throws -> PostgresStore {
        if let connection {
            do {
                try await connection.lend { connection in
                    try await PostgresSchema.migrate(
                        SQL(connection: connection, logger: logger), named: url.description)
                }
            } catch {
                throw OpeningError.describe(error, of: url)
            }
            return PostgresStore(database: PostgresDatabase(one: connection, logger: logger), pool: nil)
        }
        // One connection of its own first, so that what stops Tote from using the database is told at once
        // (the pool would keep trying).
        do {
            let connection = try await connect(url, within: .seconds(5), logger: logger)
            do {
                try await PostgresSchema.migrate(SQL(connection: connection, logger: logger), named: url.description)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        } catch {
            throw OpeningError.describe(error, of: url)
        }
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: Self.tls(url.tls))
        configuration.options.connectTimeout = .seconds(5)
        // A commit is acknowledged only once it is on the server's disk, whatever the server's own default says.
        configuration.options.additionalStartupParameters = [("synchronous_commit", "on")]
        // Room for every change waiting behind a long one (an import) without any of them waiting for a connection.
        configuration.options.maximumConnections = Self.maximumConnections
        // The pool times a connection's idleness and its keep-alive with a sleeping task each time the connection is
        // given back, and a timer ended early still holds its memory until it would have fired: a server under load
        // held some 170 MB of them with the pool's defaults (keep-alive every 30 s, idle connections closed after
        // 60 s). No keep-alive (a connection the network dropped fails its next statement, and the pool connects
        // again) and a short idleness keep that small.
        configuration.options.keepAliveBehavior = nil
        configuration.options.connectionIdleTimeout = Self.idleTimeout
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        let database = PostgresDatabase(
            client: client, logger: logger, maximumConnections: Self.maximumConnections,
            probe: {
                let connection = try await connect(url, within: .seconds(5), logger: logger)
                try? await connection.close()
            })
        return PostgresStore(database: database, pool: PoolRun(client: client))
    }

    /// Whether the database holds Tote's tables: false for an empty one, which a command that only reads does not
    /// start a store in. Throws as ``open(_:logger:through:)`` does for a database Tote cannot use. A command passes
    /// its one `connection`, and the store it opens next uses the same.
    public static func holdsStore(
        _ url: PostgresURL, logger: Logger = Logger(label: "tote.postgres"),
        through connection: PostgresCommandConnection? = nil
    ) async throws -> Bool {
        let asking = connection ?? PostgresCommandConnection(url, logger: logger)
        do {
            let holds = try await asking.lend { connection in
                try await PostgresSchema.holdsStore(SQL(connection: connection, logger: logger), named: url.description)
            }
            if connection == nil { await asking.close() }
            return holds
        } catch {
            if connection == nil { await asking.close() }
            throw OpeningError.describe(error, of: url)
        }
    }

    /// A connection of its own, outside the pool; a commit on it is acknowledged only once it is on the server's disk.
    static func connect(_ url: PostgresURL, within timeout: TimeAmount, logger: Logger) async throws
        -> PostgresConnection
    {
        var configuration = PostgresConnection.Configuration(
            host: url.host, port: url.port, username: url.username, password: url.password, database: url.database,
            tls: try connectionTLS(url.tls))
        configuration.options.connectTimeout = timeout
        configuration.options.additionalStartupParameters = [("synchronous_commit", "on")]
        return try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
    }

    /// Connections one process opens at most: three servers stay within PostgreSQL's default of 100.
    static let maximumConnections = 32

    /// How long a connection of the pool is kept while no call uses it.
    static let idleTimeout = Duration.seconds(10)

    public func ports(for inventory: InventoryID) async throws -> InventoryPorts {
        if !known.contains(inventory) {
            try await InventoryRows.create(inventory, database)
            known.insert(inventory)
        }
        return InventoryPorts(
            boxes: PostgresBoxRepository(database: database, inventory: inventory),
            items: PostgresItemRepository(database: database, inventory: inventory),
            readModel: PostgresInventoryReadModel(database: database, inventory: inventory),
            imports: PostgresImportRepository(database: database, inventory: inventory),
            photos: PostgresPhotoRepository(database: database, inventory: inventory), shareLinks: shareLinks())
    }

    /// Keeps the pool until the server shuts down, then closes its connections.
    public func run() async throws {
        try? await gracefulShutdown()
        await pool?.stop()
    }

    /// Closes the pool's connections; the store is not used afterwards.
    public func close() async {
        await pool?.stop()
    }

    private static func connectionTLS(_ mode: PostgresURL.TLSMode) throws -> PostgresConnection.Configuration.TLS {
        switch mode {
        case .disable: .disable
        case .prefer: .prefer(try NIOSSLContext(configuration: preferring))
        case .require: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
    }

    private static func tls(_ mode: PostgresURL.TLSMode) -> PostgresClient.Configuration.TLS {
        switch mode {
        case .disable: .disable
        case .prefer: .prefer(preferring)
        case .require: .require(.makeClientConfiguration())
        }
    }

    /// TLS where the server offers it, its certificate unchecked, as PostgreSQL's own clients do for `prefer`: whoever
    /// could pass off a certificate could as well answer that the server offers no TLS. It spares every connection
    /// loading the system's trust roots; `require` checks the certificate against them.
    private static var preferring: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        return configuration
    }
}
