import Foundation
import Logging
import ServiceLifecycle
import ToteApplication
import ToteFileStore
import ToteMemoryStore
import TotePostgres
import ToteSQLite

/// The store adapters Tote has: opens the concrete store a ``StoreLocation`` names.
struct StoreAdapters: Sendable {
    let directories: UserDirectories
    /// Hears how far opening an older SQLite store has come in building its search index.
    var progress: SearchIndexProgress?
    /// The connections of the command line's commands to PostgreSQL; nil where a pool serves (a server).
    var commandConnections: CommandConnections? = nil

    /// The store a server keeps open, with what comes with it.
    struct Served {
        let store: any ToteStore
        /// Services that live as long as the server: backups of an SQLite file and the undoing of what imports of other
        /// processes left there when they stopped, a PostgreSQL connection pool.
        let services: [any Service]
        /// Where login failures are counted: the shared database where servers share one, else this process.
        let loginFailures: any LoginFailureLedger
        /// Where the answers to repeated requests are kept beyond this process: in the shared database, or in the
        /// server's own SQLite file; nil where the store itself is not kept.
        var sharedAnswers: (any SharedAnswers)? = nil
        /// Where servers sharing a database keep their jobs' status and files; nil for a server alone.
        var sharedJobs: (any SharedJobs)? = nil
    }

    func openForServing(_ location: StoreLocation, logger: Logger) async throws -> Served {
        switch location {
        case .sqlite(let path):
            let store = try await openSQLite(location, path: path)
            let backups = BackupService(
                store: store, directory: Self.backupFolder(of: path), interval: .seconds(6 * 60 * 60), keep: 7,
                logger: logger)
            let stoppedImports = StoppedImportService(store: store, interval: .seconds(2), logger: logger)
            return Served(
                store: store, services: [backups, stoppedImports], loginFailures: InMemoryLoginFailures(),
                sharedAnswers: store.sharedAnswers(), sharedJobs: store.sharedJobs())
        case .postgres(let url):
            let store = try await PostgresStore.open(url, logger: logger)
            return Served(
                store: store, services: [store], loginFailures: store.loginFailures(),
                sharedAnswers: store.sharedAnswers(), sharedJobs: store.sharedJobs())
        case .propertyList, .memory:
            return Served(store: try await open(location), services: [], loginFailures: InMemoryLoginFailures())
        }
    }

    func open(_ location: StoreLocation) async throws -> any ToteStore {
        switch location {
        case .sqlite(let path):
            return try await openSQLite(location, path: path)
        case .propertyList(let path):
            return try await PropertyListStore.open(at: path)
        case .memory:
            return InMemoryStore()
        case .postgres(let url):
            return try await PostgresStore.open(url, through: commandConnections?.connection(to: url))
        }
    }

    /// Whether a store is where `location` points: a file that is not empty, a database holding Tote's tables.
    func holdsStore(_ location: StoreLocation) async throws -> Bool {
        switch location {
        case .sqlite(let path), .propertyList(let path):
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            return (size ?? 0) > 0
        case .memory:
            return true
        case .postgres(let url):
            return try await PostgresStore.holdsStore(url, through: commandConnections?.connection(to: url))
        }
    }

    private func openSQLite(_ location: StoreLocation, path: String) async throws -> SQLiteStore {
        if location == StoreLocation.defaultLocation(in: directories) {
            try createDefaultDirectory()
        }
        return try await SQLiteStore.open(at: path, progress: progress)
    }

    /// The default store's directory is made on first use; a given path must already have its directory.
    private func createDefaultDirectory() throws {
        let directory = directories.toteData
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw StoreError.cannotOpen(path: directory, reason: "the directory cannot be created")
        }
    }
}
