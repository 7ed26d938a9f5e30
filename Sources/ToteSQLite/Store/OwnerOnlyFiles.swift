import Foundation

/// Store files hold password hashes and session digests: the files Tote creates are readable by their owner only.
enum OwnerOnlyFiles {
    /// Gives the database file at `path`, and the WAL and shared-memory files beside it, mode 0600. SQLite creates
    /// later WAL files with the database file's mode, so they stay private too.
    static func restrict(database path: String) {
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            chmod(file, 0o600)
        }
    }
}
