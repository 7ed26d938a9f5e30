import Foundation
import ToteApplication
import ToteCLI
import ToteDomain
import ToteMemoryStore
import ToteTesting

/// Runs command lines in this process against one in-memory inventory that lasts across runs.
struct CommandLineHarness: Sendable {
    let store = InMemoryStore()
    let clock = SteppingClock(start: ReadModels.moment)
    let opened = OpenCounter()

    /// Runs `tote ARGUMENTS` with times shown in UTC.
    func run(_ arguments: String...) async -> CommandLineResult {
        await ToteCommandLine.run(arguments, openStore: { location in try await open(location) }, timeZone: .gmt)
    }

    /// The use cases over the harness's inventory, remembering that they were asked for.
    func open(_ location: String?) async throws -> InventoryUseCases {
        await opened.record(location)
        let ports = try await store.ports(for: Inventory.localID)
        return InventoryUseCases(
            inventory: Inventory.localID, ports: ports, clock: clock, publisher: EventBroadcaster(), role: .owner)
    }
}

/// Remembers every store the command line asked to open.
actor OpenCounter {
    private(set) var locations: [String?] = []

    func record(_ location: String?) {
        locations.append(location)
    }
}
