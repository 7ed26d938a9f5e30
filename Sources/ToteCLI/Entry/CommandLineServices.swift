import ToteApplication

/// What the command line needs from the composition root: it knows no concrete store or server.
public struct CommandLineServices: Sendable {
    /// Opens the use cases of the local inventory in the store named by `--store` (nil when it was not given).
    public typealias StoreOpener = @Sendable (_ store: String?) async throws -> InventoryUseCases
    /// Opens the administration of the accounts kept in the store named by `--store`.
    public typealias UsersOpener = @Sendable (_ store: String?) async throws -> UserAdministration
    /// Runs the server until it is asked to stop.
    public typealias Server = @Sendable (ServeRequest) async throws -> Void
    /// Reads a password without showing it; nil at the end of the input.
    public typealias PasswordReader = @Sendable () -> String?

    public let openStore: StoreOpener
    public let openUsers: UsersOpener
    public let serve: Server
    public let readPassword: PasswordReader

    public init(
        openStore: @escaping StoreOpener, openUsers: @escaping UsersOpener, serve: @escaping Server,
        readPassword: @escaping PasswordReader
    ) {
        self.openStore = openStore
        self.openUsers = openUsers
        self.serve = serve
        self.readPassword = readPassword
    }
}

/// Where and how `tote serve` listens.
public struct ServeRequest: Sendable, Equatable {
    public let host: String
    public let port: Int
    public let store: String?
    /// Whether cookies are marked Secure, for a server reached over TLS.
    public let secureCookies: Bool

    public init(host: String, port: Int, store: String?, secureCookies: Bool) {
        self.host = host
        self.port = port
        self.store = store
        self.secureCookies = secureCookies
    }
}
