import Logging
import ServiceLifecycle
import ToteSQLite

/// Looks every `interval` for what an import in another process left in an SQLite store when that process ended
/// without undoing it, and undoes it, so that the server's pages show the inventory as it was without waiting for a
/// change there or a restart. The look is one read of a table that holds a row only while an import runs. An undo
/// that keeps failing is logged once for each reason, and once more when it succeeds.
struct StoppedImportService: Service {
    let store: SQLiteStore
    let interval: Duration
    let logger: Logger

    func run() async throws {
        var failures = RepeatedFailures()
        while true {
            do {
                try await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
            } catch is CancellationError {
                return
            }
            do {
                try await store.undoStoppedImports()
                if failures.succeeded() { logger.notice("what a stopped import left is undone") }
            } catch {
                if failures.failed(because: "\(error)") {
                    logger.error("undoing what a stopped import left failed, tried again every \(interval): \(error)")
                }
            }
        }
    }
}
