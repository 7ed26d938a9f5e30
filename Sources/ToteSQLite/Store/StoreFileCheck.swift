import Foundation
import GRDB
import ToteApplication

/// Decides, before anything is written, whether the file at a path may become or be used as a Tote store.
///
/// Anything that is not a Tote database is refused and left exactly as it was.
struct StoreFileCheck {
    let path: String

    /// Throws ``StoreError`` for a path Tote must not open for writing.
    func run() throws {
        let fileManager = FileManager.default
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoreError.cannotOpen(path: path, reason: "the folder \(parent) does not exist")
        }
        guard fileManager.isWritableFile(atPath: parent) else {
            throw StoreError.cannotOpen(path: path, reason: "the folder \(parent) is not writable")
        }
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        guard !isDirectory.boolValue else {
            throw StoreError.notAToteStore(path: path, reason: "it is a directory")
        }
        let attributes = try fileManager.attributesOfItem(
            atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw StoreError.notAToteStore(path: path, reason: "it is not a regular file")
        }
        guard let size = attributes[.size] as? NSNumber, size.intValue > 0 else { return }
        try inspectDatabase()
    }

    /// Reads the file through a read-only SQLite connection rather than a file handle of our own:
    /// closing our own descriptor would drop the POSIX locks this process's connections hold on the same file.
    private func inspectDatabase() throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "Tote store check"
        // Another process may be writing or checkpointing this very file; wait for it like every other connection.
        configuration.busyMode = .timeout(10)
        let facts: DatabaseFacts
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            facts = try queue.read(DatabaseFacts.init)
            try queue.close()
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StoreError.notAToteStore(path: path, reason: "it is not an SQLite database")
        }
        switch facts.applicationID {
        case ToteSchema.applicationID:
            guard !facts.isNewerThanThisVersion else { throw StoreError.createdByNewerVersion(path: path) }
        case 0 where facts.tableCount == 0:
            return
        case 0:
            throw StoreError.notAToteStore(path: path, reason: "it is an SQLite database of another application")
        case let other:
            throw StoreError.notAToteStore(
                path: path, reason: "it is an SQLite database of another application (application id \(other))")
        }
    }
}

/// What an existing SQLite file says about itself.
private struct DatabaseFacts {
    let applicationID: Int32
    let tableCount: Int
    let isNewerThanThisVersion: Bool

    init(_ db: Database) throws {
        applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        tableCount = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'table'") ?? 0
        isNewerThanThisVersion = try ToteSchema.isNewerThanThisVersion(db)
    }
}
