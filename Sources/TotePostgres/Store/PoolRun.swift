import PostgresNIO
import Synchronization
import ToteDomain

/// The task that runs a client's connection pool, from opening the store until it is stopped.
final class PoolRun: Sendable {
    private let task: Task<Void, Never>

    init(client: PostgresClient) {
        task = Task { await client.run() }
    }

    func stop() async {
        task.cancel()
        await task.value
    }
}

/// The inventories this process has made sure exist, so that only the first ports of each write.
final class KnownInventories: Sendable {
    private let known = Mutex<Set<InventoryID>>([])

    func contains(_ inventory: InventoryID) -> Bool {
        known.withLock { $0.contains(inventory) }
    }

    func insert(_ inventory: InventoryID) {
        _ = known.withLock { $0.insert(inventory) }
    }
}
