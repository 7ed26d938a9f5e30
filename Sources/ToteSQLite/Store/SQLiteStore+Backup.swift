import Foundation
import GRDB
import ToteApplication

extension SQLiteStore {
    /// Copies the whole store, as one consistent moment, into a new SQLite file at `path`, readable by its owner
    /// only, while other connections and processes go on reading and writing it.
    ///
    /// The copy is written beside `path` under a temporary name and renamed into place when complete, so `path`
    /// holds either its former file or a whole backup, never half of one. A file already at `path` is replaced.
    /// Throws ``BackupError/sameFileAsStore(path:)`` when `path` is the store's own file, and
    /// ``BackupError/cannotWrite(path:reason:)`` when its folder is missing or the finished copy cannot be moved in.
    public func backup(to path: String) async throws {
        let destination = URL(fileURLWithPath: path)
        guard canonical(destination) != canonical(URL(fileURLWithPath: pool.path)) else {
            throw BackupError.sameFileAsStore(path: path)
        }
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw BackupError.cannotWrite(path: path, reason: "the folder \(folder.path) does not exist") }
        TemporaryName.removeLeftovers(in: folder)
        let partial = folder.appendingPathComponent(TemporaryName.beside(destination.lastPathComponent)).path
        do {
            do {
                try await copy(into: partial)
            } catch let error as DatabaseError {
                throw BackupError.cannotWrite(path: path, reason: Self.reason(error))
            }
            guard rename(partial, path) == 0 else {
                throw BackupError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            // A failure to remove the partial copy is thrown in place of the first error: the user must clean up.
            if FileManager.default.fileExists(atPath: partial) { try FileManager.default.removeItem(atPath: partial) }
            throw error
        }
    }

    /// Makes the folder backups are kept in, with its parents, readable by its owner only; a folder already there
    /// is kept as it is. Throws ``BackupError/cannotMakeFolder(path:reason:)``.
    public static func makeBackupFolder(_ path: String) throws(BackupError) {
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .cannotMakeFolder(path: path, reason: FileFailure.reason(error))
        }
    }

    /// Why SQLite could not write the copy, in words: the disk is full, rather than its code.
    private static func reason(_ error: DatabaseError) -> String {
        switch error.resultCode {
        case .SQLITE_FULL: "the disk is full"
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_PERM: "the file cannot be made or written there"
        case .SQLITE_IOERR: "the disk could not be read or written"
        default: StoreError(error).description
        }
    }

    private func copy(into path: String) async throws {
        let destination = try DatabaseQueue(path: path)
        OwnerOnlyFiles.restrict(database: path)
        // The copy runs on GRDB's queues, not on a Swift concurrency thread; the source is read in one step
        // inside one read transaction, so it is the state of a single commit whatever is written meanwhile.
        try await destination.writeWithoutTransaction { [pool] destinationDB in
            try pool.read { sourceDB in try sourceDB.backup(to: destinationDB) }
        }
        try destination.close()
    }

    private func canonical(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }
}
