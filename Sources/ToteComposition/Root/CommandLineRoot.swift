import Foundation
import ToteApplication
import ToteCLI
import ToteCSV
import ToteDomain
import ToteSQLite
import ToteSecurity

/// The composition root of the `tote` command line: builds the use cases of the local inventory, the account
/// administration and the server over the store the configuration names.
public struct CommandLineRoot: Sendable {
    private let directories: UserDirectories
    private let progress: SearchIndexProgress?
    private let connections = CommandConnections()

    /// - Parameters:
    ///   - environment: Where `TOTE_STORE`, `HOME` and `XDG_DATA_HOME` are read from.
    ///   - progress: Hears how far upgrading an older store has come in building its search index.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment, progress: SearchIndexProgress? = nil
    ) {
        directories = UserDirectories(environment: environment)
        self.progress = progress
    }

    /// Runs the process's command line and exits with its status.
    public static func main() async -> Never {
        // Exports a command killed before left in the temporary folder, as a migration makes.
        TemporaryName.removeLeftovers(in: FileManager.default.temporaryDirectory)
        await ToteCommandLine.main(
            services: CommandLineRoot(progress: IndexProgressLine.standardError())
                .services(
                    readPassword: PasswordPrompt.read, readLine: PasswordPrompt.readLine,
                    terminalColumns: StandardStreams.terminalColumns(),
                    readInput: StandardStreams.readInput, noticeOnInterrupt: Interruption.shared.notice))
    }

    /// Runs one command line in this process and returns what it printed; `input` is its standard input.
    public func run(
        _ arguments: [String], timeZone: TimeZone = .current, password: String? = nil, input: String? = nil
    ) async -> CommandLineResult {
        await ToteCommandLine.run(
            arguments,
            services: services(
                readPassword: { password }, terminalColumns: nil, readInput: { input }, noticeOnInterrupt: { _ in }),
            timeZone: timeZone)
    }

    private func services(
        readPassword: @escaping CommandLineServices.PasswordReader,
        readLine: @escaping CommandLineServices.LineReader = { _ in nil }, terminalColumns: Int?,
        readInput: @escaping CommandLineServices.InputReader,
        noticeOnInterrupt: @escaping CommandLineServices.InterruptionNotice
    ) -> CommandLineServices {
        CommandLineServices(
            openStore: openUseCases, openUsers: openUsers, openSettings: openSettings,
            backUp: { store, output in
                try await stores.backUp(
                    StoreLocation.resolve(option: store, directories: directories), to: output, at: Date())
            },
            restore: { store, backup in
                try await stores.restore(
                    StoreLocation.resolve(option: store, directories: directories), from: backup, at: Date())
            },
            openWholeStore: openWholeStore,
            openOutput: { path -> any CommandOutput in
                guard let path else { return StandardOutput() }
                return try FileOutput(path: path)
            },
            showProgress: ProgressLine.standardError(),
            serve: { request in try await ServerRoot(stores: stores, directories: directories).serve(request) },
            readPassword: readPassword,
            requireStore: { [stores, directories] store in
                let location = try StoreLocation.resolve(option: store, directories: directories)
                guard try await stores.holdsStore(location) else { throw StoreError.missing(location.description) }
            }, terminalColumns: terminalColumns, readInput: readInput, clock: SystemClock(),
            noticeOnInterrupt: noticeOnInterrupt,
            chooseServer: { [choice] store, server in try choice.resolve(store: store, server: server)?.0 },
            logins: ClientLogins(file: loginFile, choice: choice, tokenName: Self.tokenName()),
            openFiles: openFiles, readLine: readLine)
    }

    private var loginFile: LoginFile { LoginFile(folder: directories.toteConfig) }

    private var choice: ServerChoice {
        ServerChoice(environment: directories.environment, logins: loginFile, directories: directories)
    }

    /// "tote on laptop": the name of the token a login makes, as the Account page lists it.
    private static func tokenName() -> String {
        "tote on " + ProcessInfo.processInfo.hostName
    }

    private var stores: StoreAdapters {
        StoreAdapters(directories: directories, progress: progress, commandConnections: connections)
    }

    /// The use cases of the inventory `--store` and `--server` choose: the local inventory of a store, or the
    /// inventory chosen on a server logged in to, through the same ports.
    @Sendable
    func openUseCases(store option: String?, server: String?) async throws -> InventoryUseCases {
        if let (_, login) = try choice.resolve(store: option, server: server) {
            let inventory = try ServerChoice.useCases(of: login)
            return InventoryUseCases(commands: inventory, queries: inventory, shares: inventory)
        }
        return try await openWholeStore(store: option).inventory(Inventory.localID)
    }

    /// The whole files carried into and out of the inventory `--store` and `--server` choose.
    @Sendable
    func openFiles(store option: String?, server: String?) async throws -> any InventoryFiles {
        if let (_, login) = try choice.resolve(store: option, server: server) {
            return try ServerChoice.useCases(of: login)
        }
        return LocalInventoryFiles(useCases: try await openUseCases(store: option, server: nil))
    }

    /// The whole store a URL names (nil: the one `--store`, `TOTE_STORE` or the default names). The command line
    /// acts for whoever holds the store: the owner of each of its inventories.
    @Sendable
    func openWholeStore(store option: String?) async throws -> WholeStore {
        let location = try StoreLocation.resolve(option: option, directories: directories)
        let store = try await stores.open(location)
        return WholeStore(
            name: location.description, transfer: store, settings: store,
            inventory: { inventory in
                InventoryUseCases(
                    inventory: inventory, ports: try await store.ports(for: inventory), clock: SystemClock(),
                    publisher: nil, role: .owner, author: .commandLine, secrets: RandomSecretGenerator())
            })
    }

    /// What the store named by `--store` remembers about how Tote is run.
    @Sendable
    func openSettings(store option: String?) async throws -> any SettingsStore {
        try await stores.open(StoreLocation.resolve(option: option, directories: directories))
    }

    /// The accounts kept in the store named by `--store`.
    @Sendable
    func openUsers(store option: String?) async throws -> UserAdministration {
        let store = try await stores.open(StoreLocation.resolve(option: option, directories: directories))
        let ports = AccessPorts(store: store, hasher: BcryptPasswordHasher(), secrets: RandomSecretGenerator())
        return UserAdministration(ports: ports, clock: SystemClock())
    }
}
