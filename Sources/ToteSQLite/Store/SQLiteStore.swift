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
    /// A missing or empty file becomes a new Tote database; a file Tote creates is readable by its owner only. Should
    /// making it fail, on a full disk say, what the attempt made is removed (the file, unless it was there before,
    /// and its `-wal`, `-shm` and `-journal` files) and ``StoreError/cannotCreate(path:reason:)`` is thrown.
    ///
    /// Anything else that is not a Tote database is refused with ``StoreError/notAToteStore(path:reason:)``, a file
    /// that cannot be read whole with ``StoreError/damaged(path:)``, a database written by a newer Tote with
    /// ``StoreError/createdByNewerVersion(path:)``, and a store file whose permission bits forbid writing it with
    /// ``StoreError/readOnly(path:)``, even for root: each is left exactly as it was, with nothing created beside it.
    ///
    /// Bringing an older file up to date may build its search index once; `progress` hears how far that has come.
    /// What an import left in an inventory it was filling when its process ended is removed (see `InventoryFilling`).
    ///
    /// Every commit reaches the disk before it is acknowledged (``Durability/everyCommit``), so a power cut loses
    /// nothing that was acknowledged.
    public static func open(
        at path: String, progress: SearchIndexProgress? = nil, durability: Durability = .everyCommit
    ) async throws -> SQLiteStore {
        let isUnmade = try StoreFileCheck(path: path).run()
        guard isUnmade else {
            let lease = try lease(of: path)
            do {
                return SQLiteStore(
                    pool: try openPool(
                        at: path, restrictingModes: false, progress: progress, lease: lease, durability: durability))
            } catch let error as DatabaseError {
                throw StoreError.cannotOpen(path: path, reason: reason(error))
            }
        }
        let attempt = CreationAttempt(path: path)
        let lease = try lease(of: path)
        do {
            return SQLiteStore(
                pool: try openPool(
                    at: path, restrictingModes: !attempt.fileExisted, progress: progress, lease: lease,
                    durability: durability))
        } catch let error as DatabaseError {
            guard try attempt.undo() else { throw StoreError.cannotOpen(path: path, reason: reason(error)) }
            throw StoreError.cannotCreate(path: path, reason: reason(error))
        }
    }

    /// The ports of `inventory`, creating it on first use.
    public func ports(for inventory: InventoryID) async throws -> InventoryPorts {
        let scope = try await scopes.scope(of: inventory, in: pool)
        return InventoryPorts(
            boxes: GRDBBoxRepository(pool: pool, scope: scope),
            items: GRDBItemRepository(pool: pool, scope: scope),
            readModel: GRDBInventoryReadModel(pool: pool, scope: scope),
            imports: GRDBImportRepository(pool: pool, scope: scope),
            photos: GRDBPhotoRepository(pool: pool, scope: scope), shareLinks: shareLinks())
    }

    /// How long a write waits for another writer, in this process or another, before it is refused.
    static let busyTimeout = Duration.seconds(10)

    /// How every connection of the pool is made. The pool keeps its configuration as long as it lives, and with it
    /// the store's lease: the lock a restore waits for is held exactly as long as any connection can be opened.
    private static func configuration(holding lease: StoreLease) -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { _ in withExtendedLifetime(lease) {} }
        configuration.label = "Tote"
        configuration.journalMode = .wal
        configuration.foreignKeysEnabled = true
        // Other processes may hold the write lock; wait for them rather than fail.
        configuration.busyMode = .timeout(Double(busyTimeout.components.seconds))
        return configuration
    }

    /// Opens the pool and brings the schema up to date; a pool that fails to is closed before the error is thrown.
    private static func openPool(
        at path: String, restrictingModes: Bool, progress: SearchIndexProgress?, lease: StoreLease,
        durability: Durability
    ) throws -> DatabasePool {
        let pool = try DatabasePool(path: path, configuration: configuration(holding: lease))
        // The pool's one writer commits every change; GRDB has just set it to NORMAL, as it does in WAL mode.
        try pool.writeWithoutTransaction { try $0.execute(sql: "PRAGMA synchronous = \(durability.synchronous)") }
        if restrictingModes { OwnerOnlyFiles.restrict(database: path) }
        do {
            try migrate(pool, path: path, progress: progress)
            try ImportFilling.sweepStopped(in: pool)
        } catch {
            // The first error is the one worth telling; a pool that fails to close is closed when it is released.
            try? pool.close()
            throw error
        }
        return pool
    }

    private static func lease(of path: String) throws -> StoreLease {
        guard let lease = try StoreLease.shared(path) else {
            throw StoreError.cannotOpen(
                path: path, reason: "a backup is being restored into it; try again when it is done")
        }
        return lease
    }

    private static func reason(_ error: DatabaseError) -> String {
        error.message ?? error.resultCode.description
    }

    private static func migrate(_ pool: DatabasePool, path: String, progress: SearchIndexProgress?) throws {
        let migrator = ToteSchema.migrator(progress: progress)
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
