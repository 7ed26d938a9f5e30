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
            try await copy(into: partial)
            guard rename(partial, path) == 0 else {
                throw BackupError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        } catch {
            // A failure to remove the partial copy is thrown in place of the first error: the user must clean up.
            if FileManager.default.fileExists(atPath: partial) { try FileManager.default.removeItem(atPath: partial) }
            throw error
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
