import Foundation
import GRDBSQLite
import ToteApplication

extension SQLiteStore {
    /// Replaces the store at `path` with the backup at `backup`, while no process uses the store.
    ///
    /// The backup is checked first (a Tote database this version can read, passing SQLite's integrity check, with no
    /// changes waiting in a `-wal` file beside it), then copied beside the store under a temporary name. The store
    /// that was there moves to `previous` together with its `-wal` and `-shm` files, so that it stays whole and no
    /// stale `-wal` is left to be read as part of the restored file; the copy then takes the store's name and is
    /// opened, which brings an older backup's schema up to date. Should opening it fail, the previous store is put
    /// back. Throws ``RestoreError``; whatever it throws, the store is as it was.
    ///
    /// - Returns: Whether there was a store to keep at `previous`.
    public static func restore(from backup: String, to path: String, keepingPreviousAs previous: String) async throws
        -> Bool
    {
        try check(backup: backup, for: path)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RestoreError.cannotReplace(path: path, reason: "the folder \(folder) does not exist")
        }
        TemporaryName.removeLeftovers(in: URL(fileURLWithPath: folder))
        let partial = (folder as NSString).appendingPathComponent(
            TemporaryName.beside(URL(fileURLWithPath: path).lastPathComponent))
        let kept = try replace(path, with: backup, through: partial, keepingPreviousAs: previous)
        do {
            _ = try await SQLiteStore.open(at: path)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            if kept { try? move(previous, to: path) }
            throw RestoreError.cannotReplace(path: path, reason: "the restored copy cannot be opened: \(error)")
        }
        return kept
    }

    /// Swaps the files while holding the store alone.
    private static func replace(
        _ path: String, with backup: String, through partial: String, keepingPreviousAs previous: String
    )
        throws -> Bool
    {
        guard let lease = try StoreLease.exclusive(path) else { throw RestoreError.storeInUse(path: path) }
        defer { withExtendedLifetime(lease) {} }
        do {
            try FileManager.default.copyItem(atPath: backup, toPath: partial)
            OwnerOnlyFiles.restrict(database: partial)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw RestoreError.cannotReplace(path: path, reason: "the backup cannot be copied beside it: \(error)")
        }
        let kept = FileManager.default.fileExists(atPath: path)
        do {
            try move(path, to: previous)
            guard rename(partial, path) == 0 else {
                throw RestoreError.cannotReplace(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            try? move(previous, to: path)
            throw error
        }
        return kept
    }

    /// Renames a database with its `-wal` and `-shm` files, those that are there, so they stay one database.
    private static func move(_ source: String, to destination: String) throws {
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: source + suffix) {
            guard rename(source + suffix, destination + suffix) == 0 else {
                throw RestoreError.cannotReplace(path: source, reason: String(cString: strerror(errno)))
            }
        }
    }

    private static func check(backup: String, for path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: backup, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RestoreError.notABackup(path: backup, reason: "there is no such file")
        }
        let canonical = { (file: String) in
            URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        }
        guard canonical(backup) != canonical(path) else {
            throw RestoreError.notABackup(path: backup, reason: "it is the store itself")
        }
        let waiting = (try? FileManager.default.attributesOfItem(atPath: backup + "-wal"))?[.size] as? NSNumber
        guard (waiting?.intValue ?? 0) == 0 else {
            throw RestoreError.notABackup(
                path: backup, reason: "changes wait in its -wal file; make a backup with tote backup")
        }
        let facts: DatabaseFacts
        do {
            facts = try DatabaseFacts.read(backup)
        } catch let error as SQLiteFileError {
            switch error.code {
            case SQLITE_NOTADB: throw RestoreError.notABackup(path: backup, reason: "it is not an SQLite database")
            case SQLITE_CORRUPT: throw RestoreError.damaged(path: backup)
            default: throw RestoreError.notABackup(path: backup, reason: error.message)
            }
        }
        guard facts.applicationID == ToteSchema.applicationID, facts.tableCount > 0 else {
            throw RestoreError.notABackup(path: backup, reason: "it is not a database Tote wrote")
        }
        guard !facts.isNewerThanThisVersion else { throw RestoreError.createdByNewerVersion(path: backup) }
        let verdict: [String]
        do {
            verdict = try SQLiteFileReader(path: backup, immutable: true).texts("PRAGMA integrity_check")
        } catch {
            throw RestoreError.damaged(path: backup)
        }
        guard verdict == ["ok"] else { throw RestoreError.damaged(path: backup) }
    }
}
