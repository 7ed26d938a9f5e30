import Foundation
import GRDBSQLite
import ToteApplication
import ToteFiles

/// Decides, before anything is written, whether the file at a path may become or be used as a Tote store.
///
/// Anything it refuses is left exactly as it was: same files, same bytes, same modes, nothing created beside it.
struct StoreFileCheck {
    let path: String

    /// Throws ``StoreError`` for a path Tote must not open for writing.
    ///
    /// - Returns: Whether the store is yet to be made: the file is missing, empty, or an SQLite database without
    ///   tables.
    func run() throws -> Bool {
        let fileManager = FileManager.default
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoreError.cannotOpen(path: path, reason: "the folder \(parent) does not exist")
        }
        guard fileManager.isWritableFile(atPath: parent) else {
            throw StoreError.cannotOpen(path: path, reason: "the folder \(parent) is not writable")
        }
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return true }
        guard !isDirectory.boolValue else {
            throw StoreError.notAToteStore(path: path, reason: "it is a directory")
        }
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = try fileManager.attributesOfItem(atPath: file)
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw StoreError.notAToteStore(path: path, reason: "it is not a regular file")
        }
        let isEmpty = (attributes[.size] as? NSNumber)?.intValue ?? 0 == 0
        let tableCount = isEmpty ? 0 : try inspectDatabase(file).tableCount
        guard WritePermission.isGranted(by: attributes) else { throw StoreError.readOnly(path: path) }
        return tableCount == 0
    }

    private func inspectDatabase(_ file: String) throws -> DatabaseFacts {
        let facts: DatabaseFacts
        do {
            facts = try DatabaseFacts.read(file)
        } catch let error as SQLiteFileError {
            switch error.code {
            case SQLITE_NOTADB:
                throw StoreError.notAToteStore(path: path, reason: "it is not an SQLite database")
            case SQLITE_CORRUPT:
                throw StoreError.damaged(path: path)
            default:
                throw StoreError.cannotOpen(path: path, reason: error.message)
            }
        }
        switch facts.applicationID {
        case ToteSchema.applicationID:
            guard !facts.isNewerThanThisVersion else { throw StoreError.createdByNewerVersion(path: path) }
        case 0 where facts.tableCount == 0:
            break
        case 0:
            throw StoreError.notAToteStore(path: path, reason: "it is an SQLite database of another application")
        case let other:
            throw StoreError.notAToteStore(
                path: path, reason: "it is an SQLite database of another application (application id \(other))")
        }
        return facts
    }
}
