import ToteApplication
import ToteCSV
import ToteDomain

/// What the command line needs from the composition root: it knows no concrete store or server.
public struct CommandLineServices: Sendable {
    /// Opens the use cases of the inventory `--store` and `--server` choose (nil when not given): the local
    /// inventory of a store, or the chosen inventory of a server logged in to.
    public typealias StoreOpener = @Sendable (_ store: String?, _ server: String?) async throws -> InventoryUseCases
    /// Opens the whole files carried into and out of the inventory `--store` and `--server` choose.
    public typealias FilesOpener = @Sendable (_ store: String?, _ server: String?) async throws -> any InventoryFiles
    /// The server `--store` and `--server` choose, with what to tell of the choice when it could surprise; nil when
    /// they choose a local store.
    public typealias ServerChoice = @Sendable (_ store: String?, _ server: String?) throws -> ChosenServer?
    /// Opens the administration of the accounts kept in the store named by `--store`.
    public typealias UsersOpener = @Sendable (_ store: String?) async throws -> UserAdministration
    /// Opens what the store named by `--store` remembers about how Tote is run.
    public typealias SettingsOpener = @Sendable (_ store: String?) async throws -> any SettingsStore
    /// Copies the store named by `--store` while it is in use, to a file or (nil) into its folder of backups;
    /// answers where the copy is.
    public typealias BackUp = @Sendable (_ store: String?, _ output: String?) async throws -> String
    /// Replaces the store named by `--store` with a backup; answers where the replaced store is kept, nil for none.
    public typealias Restore = @Sendable (_ store: String?, _ backup: String) async throws -> String?
    /// Opens the whole store a URL names (nil: the one `--store` would name) to be copied into another.
    public typealias WholeStoreOpener = @Sendable (_ store: String?) async throws -> WholeStore
    /// Opens where an export is written: the file at `path`, or standard output for nil.
    public typealias OutputOpener = @Sendable (_ path: String?) throws -> any CommandOutput
    /// Runs the server until it is asked to stop.
    public typealias Server = @Sendable (ServeRequest) async throws -> Void
    /// Reads a password without showing it; nil at the end of the input.
    public typealias PasswordReader = @Sendable () -> String?
    /// Asks for a line, such as a username, showing `prompt` at a terminal; nil at the end of the input.
    public typealias LineReader = @Sendable (_ prompt: String) -> String?
    /// Throws ``StoreError/missing(_:)`` when there is no store where `--store` points, for a command that would
    /// otherwise make one only to read nothing from it.
    public typealias StoreCheck = @Sendable (_ store: String?) async throws -> Void
    /// Reads the whole of standard input as text, for an argument given as `-`; nil when it cannot be read.
    public typealias InputReader = @Sendable () -> String?
    /// Says what a Ctrl-C at this moment does, and what it leaves done and not done (nil: what it does with no
    /// long work running).
    public typealias InterruptionNotice = @Sendable (_ notice: Interrupt?) -> Void

    public let openStore: StoreOpener
    public let chooseServer: ServerChoice
    public let openFiles: FilesOpener
    public let logins: any ServerLogins
    public let openUsers: UsersOpener
    public let openSettings: SettingsOpener
    public let backUp: BackUp
    public let restore: Restore
    public let openWholeStore: WholeStoreOpener
    public let openOutput: OutputOpener
    public let showProgress: ProgressDisplay
    public let serve: Server
    public let readPassword: PasswordReader
    public let readLine: LineReader
    public let requireStore: StoreCheck
    /// How many columns wide the terminal that shows the output is; nil when the output goes to a pipe or a file,
    /// where tables are never cut to fit.
    public let terminalColumns: Int?
    public let readInput: InputReader
    /// Times long work, to show how fast it goes and how long it has left.
    public let clock: any TimeSource
    public let noticeOnInterrupt: InterruptionNotice

    public init(
        openStore: @escaping StoreOpener, openUsers: @escaping UsersOpener, openSettings: @escaping SettingsOpener,
        backUp: @escaping BackUp, restore: @escaping Restore, openWholeStore: @escaping WholeStoreOpener,
        openOutput: @escaping OutputOpener,
        showProgress: @escaping ProgressDisplay, serve: @escaping Server, readPassword: @escaping PasswordReader,
        requireStore: @escaping StoreCheck, terminalColumns: Int? = nil, readInput: @escaping InputReader = { nil },
        clock: any TimeSource, noticeOnInterrupt: @escaping InterruptionNotice = { _ in },
        chooseServer: @escaping ServerChoice, logins: any ServerLogins, openFiles: @escaping FilesOpener,
        readLine: @escaping LineReader = { _ in nil }
    ) {
        self.readLine = readLine
        self.chooseServer = chooseServer
        self.openFiles = openFiles
        self.logins = logins
        self.clock = clock
        self.noticeOnInterrupt = noticeOnInterrupt
        self.terminalColumns = terminalColumns
        self.readInput = readInput
        self.openStore = openStore
        self.openUsers = openUsers
        self.openSettings = openSettings
        self.backUp = backUp
        self.restore = restore
        self.openWholeStore = openWholeStore
        self.openOutput = openOutput
        self.showProgress = showProgress
        self.serve = serve
        self.readPassword = readPassword
        self.requireStore = requireStore
    }
}

/// A server the command line works on, and what to tell people of the choice; nil when it is what they asked for.
public struct ChosenServer: Sendable, Equatable {
    public let address: String
    public let notice: String?

    public init(address: String, notice: String? = nil) {
        self.address = address
        self.notice = notice
    }
}

/// Where and how `tote serve` listens.
public struct ServeRequest: Sendable, Equatable {
    public let host: String
    public let port: Int
    public let store: String?
    /// Whether cookies are marked Secure, for a server reached over TLS.
    public let secureCookies: Bool
    public let limits: ServerLimits
    /// The address people reach the server at, for links handed to others; nil to use each request's own.
    public let publicURL: PublicURL?
    /// The proxies whose forwarded client address and scheme are believed, as given (`10.0.0.0/8`); the server reads
    /// them, and refuses to start with ``ServeOptionError`` when one is no address or block.
    public let trustedProxies: [String]
    /// The certificate chain and key files to serve HTTPS with; nil to serve plain HTTP.
    public let tls: TLSFiles?

    public init(
        host: String, port: Int, store: String?, secureCookies: Bool, limits: ServerLimits = ServerLimits(),
        publicURL: PublicURL? = nil, trustedProxies: [String] = [], tls: TLSFiles? = nil
    ) {
        self.trustedProxies = trustedProxies
        self.tls = tls
        self.host = host
        self.port = port
        self.store = store
        self.secureCookies = secureCookies
        self.limits = limits
        self.publicURL = publicURL
    }
}

/// The PEM files `tote serve --tls-cert --tls-key` serves HTTPS with.
public struct TLSFiles: Sendable, Equatable {
    public let certificate: String
    public let key: String

    public init(certificate: String, key: String) {
        self.certificate = certificate
        self.key = key
    }
}

/// How long and how much of itself a server gives its clients.
public struct ServerLimits: Sendable, Equatable {
    public static let idleTimeoutRange = 1...3_600
    public static let shutdownGraceRange = 0...600

    /// Seconds a connection may go without sending a request or a part of one before it is closed: a new
    /// connection that never completes its request head, a keep-alive connection left idle, a stalled body.
    public var idleTimeout: Int
    /// Connections held open at once; beyond it a request is answered 503. Nil: 4,096, or fewer where the process's
    /// limit of open files (raised to its hard limit) leaves room for fewer besides the store.
    public var maxConnections: Int?
    /// Connections one client address may hold open at once; beyond it that address's are answered 503.
    public var maxConnectionsPerAddress: Int
    /// Seconds the requests in flight get to finish once the server is asked to stop, before it closes what
    /// remains and exits.
    public var shutdownGrace: Int

    public init(
        idleTimeout: Int = 30, maxConnections: Int? = nil, maxConnectionsPerAddress: Int = 256, shutdownGrace: Int = 10
    ) {
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.shutdownGrace = shutdownGrace
    }
}

/// An option of `tote serve` whose value the server refused before it started: a malformed command line.
public struct ServeOptionError: Error, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
