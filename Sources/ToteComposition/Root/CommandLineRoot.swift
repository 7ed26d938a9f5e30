import Foundation
import ToteApplication
import ToteCLI
import ToteDomain

/// The composition root of the `tote` command line: builds the use cases of the local inventory
/// over the store the configuration names.
public struct CommandLineRoot: Sendable {
    private let directories: UserDirectories

    /// - Parameter environment: Where `TOTE_STORE`, `HOME` and `XDG_DATA_HOME` are read from.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        directories = UserDirectories(environment: environment)
    }

    /// Runs the process's command line and exits with its status.
    public static func main() async -> Never {
        let root = CommandLineRoot()
        await ToteCommandLine.main(openStore: root.openUseCases)
    }

    /// Runs one command line in this process and returns what it printed.
    public func run(_ arguments: [String], timeZone: TimeZone = .current) async -> CommandLineResult {
        await ToteCommandLine.run(arguments, openStore: openUseCases, timeZone: timeZone)
    }

    /// The use cases of the local inventory in the store named by `--store` (else `TOTE_STORE`, else the default).
    @Sendable
    public func openUseCases(store option: String?) async throws -> InventoryUseCases {
        let location = try StoreLocation.resolve(option: option, directories: directories)
        let store = try await StoreAdapters(directories: directories).open(location)
        let ports = try await store.ports(for: Inventory.localID)
        // The command line acts for whoever owns this machine: the owner of its local inventory.
        return InventoryUseCases(
            inventory: Inventory.localID, ports: ports, clock: SystemClock(), publisher: EventBroadcaster(),
            role: .owner)
    }
}
