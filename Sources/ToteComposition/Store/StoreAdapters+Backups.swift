import Foundation
import ToteApplication
import ToteSQLite

/// Backups of an SQLite store from the command line: a copy made while it is in use, and putting one back.
extension StoreAdapters {
    /// Copies the store to `output`, or to a new file in the folder of backups beside it (the server's folder);
    /// returns the copy's path.
    func backUp(_ location: StoreLocation, to output: String?, at date: Date) async throws -> String {
        let path = try Self.sqlitePath(of: location)
        let store = try await SQLiteStore.open(at: path, progress: progress)
        let destination: String
        if let output {
            destination = output
        } else {
            let folder = Self.backupFolder(of: path)
            try SQLiteStore.makeBackupFolder(folder)
            destination = (folder as NSString).appendingPathComponent(BackupName.file(at: date))
        }
        try await store.backup(to: destination)
        return destination
    }

    /// Replaces the store with a backup, keeping the store it replaces beside it; returns where that one is kept, or
    /// nil when there was no store.
    func restore(_ location: StoreLocation, from backup: String, at date: Date) async throws -> String? {
        let path = try Self.sqlitePath(of: location)
        let previous = BackupName.replaced(path, at: date)
        return try await SQLiteStore.restore(from: backup, to: path, keepingPreviousAs: previous) ? previous : nil
    }

    /// The folder a server keeps its backups in: `tote.sqlite.backups` beside the store.
    static func backupFolder(of path: String) -> String {
        path + ".backups"
    }

    private static func sqlitePath(of location: StoreLocation) throws(StoreError) -> String {
        switch location {
        case .sqlite(let path): return path
        case .propertyList(let path): throw .withoutBackups(store: "plist:" + path)
        case .memory: throw .withoutBackups(store: "memory:")
        case .postgres(let url): throw .withoutBackups(store: url.description)
        }
    }
}
