import Foundation
import GRDBSQLite

/// What an existing SQLite file says about itself, read without changing it or creating anything beside it.
struct DatabaseFacts {
    let applicationID: Int32
    let tableCount: Int
    let isNewerThanThisVersion: Bool

    /// How often a file that changed while it was read is read again before it is read with locks.
    private static let unlockedAttempts = 3

    /// Reads the file alone where no connection has it open, else with locks like any connection to it.
    ///
    /// A file read without locks may be changed meanwhile by a process that opens it; a failure is believed only
    /// when the file did not change while it was read.
    static func read(_ path: String) throws -> DatabaseFacts {
        for _ in 1...unlockedAttempts {
            let before = FileStamp(path)
            do {
                return try DatabaseFacts(SQLiteFileReader(path: path, immutable: !before.isInUse))
            } catch {
                guard FileStamp(path) != before else { throw error }
            }
        }
        return try DatabaseFacts(SQLiteFileReader(path: path, immutable: false))
    }

    private init(_ reader: SQLiteFileReader) throws(SQLiteFileError) {
        applicationID = try reader.texts("PRAGMA application_id").first.flatMap { Int32($0) } ?? 0
        let tables = try reader.texts("SELECT name FROM sqlite_master WHERE type = 'table'")
        tableCount = tables.count
        let applied =
            tables.contains("grdb_migrations")
            ? try reader.texts("SELECT identifier FROM grdb_migrations") : []
        isNewerThanThisVersion = !Set(applied).isSubset(of: ToteSchema.migrator().migrations)
    }
}

/// What tells whether a file changed between two moments, and whether a connection has it open.
private struct FileStamp: Equatable {
    let fileNumber: UInt64?
    let size: UInt64?
    let modified: Date?
    /// Whether the `-wal` and `-shm` files of a connection in WAL mode are beside it.
    let isInUse: Bool

    /// A file that cannot be looked at has no number, size or date: it differs from the file it was.
    init(_ path: String) {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        size = (attributes[.size] as? NSNumber)?.uint64Value
        modified = attributes[.modificationDate] as? Date
        isInUse = [path + "-wal", path + "-shm"].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }
}
