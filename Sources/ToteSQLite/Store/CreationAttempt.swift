import Foundation

/// The files that making a new store at a path may create, and which of them were there before: an attempt that
/// fails removes what it made, so that the next one starts clean, and never a file it found.
struct CreationAttempt {
    let path: String
    private let found: Set<String>

    init(path: String) {
        self.path = path
        found = Set(Self.files(of: path).filter { FileManager.default.fileExists(atPath: $0) })
    }

    /// Whether the store's file itself was there, empty, before the attempt.
    var fileExisted: Bool { found.contains(path) }

    /// Removes each file the attempt made, the database and then its lock file last; call it once the attempt's connections are closed.
    ///
    /// - Returns: False, removing nothing, where the file now holds tables: another process made the store meanwhile.
    func undo() throws -> Bool {
        if FileManager.default.fileExists(atPath: path), let facts = try? DatabaseFacts.read(path),
            facts.tableCount > 0
        {
            return false
        }
        for file in Self.files(of: path).reversed()
        where !found.contains(file) && FileManager.default.fileExists(atPath: file) {
            try FileManager.default.removeItem(atPath: file)
        }
        return true
    }

    private static func files(of path: String) -> [String] {
        [StoreLease.lockPath(of: path), path, path + "-journal", path + "-shm", path + "-wal"]
    }
}
