import Logging
import ServiceLifecycle
import ToteSQLite

/// Looks every `interval` for what an import in another process left in an SQLite store when that process ended
/// without undoing it, and undoes it, so that the server's pages show the inventory as it was without waiting for a
/// change there or a restart. The look is one read of a table that holds a row only while an import runs.
struct StoppedImportService: Service {
    let store: SQLiteStore
    let interval: Duration
    let logger: Logger

    func run() async throws {
        while true {
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch is CancellationError {
                return
            }
            do {
                try await store.undoStoppedImports()
            } catch {
                logger.error("undoing what a stopped import left failed: \(error)")
            }
        }
    }
}
