import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// The default store: one SQLite file, in WAL mode, that several Tote processes can read and write at once.
///
/// Every write is one `DatabasePool.write`, which GRDB begins as an IMMEDIATE transaction: taking the write lock up
/// front makes the writers of every process queue behind the busy timeout, instead of failing when a read transaction
/// tries to become a write.
public struct SQLiteStore: InventoryStore {
    let pool: DatabasePool
    private let scopes = InventoryScopes()

    /// Opens (creating it when missing) the Tote database at `path`. The parent directory must exist.
    ///
    /// A missing or empty file becomes a new Tote database; a file Tote creates is readable by its owner only. Anything else that is not a Tote database is refused
    /// with ``StoreError/notAToteStore(path:reason:)`` and left untouched; a database written by a newer Tote is
    /// refused with ``StoreError/createdByNewerVersion(path:)``.
    public static func open(at path: String) async throws -> SQLiteStore {
        try StoreFileCheck(path: path).run()
        let isNew = !FileManager.default.fileExists(atPath: path)
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: error.message ?? error.resultCode.description)
        }
        if isNew { OwnerOnlyFiles.restrict(database: path) }
        try migrate(pool, path: path)
        return SQLiteStore(pool: pool)
    }

    /// The ports of `inventory`, creating it on first use.
    public func ports(for inventory: InventoryID) async throws -> InventoryPorts {
        let scope = try await scopes.scope(of: inventory, in: pool)
        return InventoryPorts(
            boxes: GRDBBoxRepository(pool: pool, scope: scope),
            items: GRDBItemRepository(pool: pool, scope: scope),
            readModel: GRDBInventoryReadModel(pool: pool, scope: scope))
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.label = "Tote"
        configuration.journalMode = .wal
        configuration.foreignKeysEnabled = true
        // Other processes may hold the write lock; wait for them rather than fail.
        configuration.busyMode = .timeout(10)
        return configuration
    }

    private static func migrate(_ pool: DatabasePool, path: String) throws {
        let migrator = ToteSchema.migrator
        // A newer Tote may have migrated the file since it was checked. An up-to-date file needs no write lock.
        let (isNewer, isCurrent) = try pool.read { db in
            (try ToteSchema.isNewerThanThisVersion(db), try migrator.hasCompletedMigrations(db))
        }
        guard !isNewer else { throw StoreError.createdByNewerVersion(path: path) }
        guard !isCurrent else { return }
        do {
            try migrator.migrate(pool)
        } catch {
            // Two processes creating the same file both try the first migration; the loser finds it done.
            guard try pool.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }
}
