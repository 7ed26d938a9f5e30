/// Why ``SQLiteStore/backup(to:)`` wrote no backup.
public enum BackupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The backup would replace the very file it copies.
    case sameFileAsStore(path: String)
    case cannotWrite(path: String, reason: String)
    /// The folder of backups could not be made.
    case cannotMakeFolder(path: String, reason: String)

    public var description: String {
        switch self {
        case .sameFileAsStore(let path):
            "cannot back up the store into \(path): it is the store's own file"
        case .cannotWrite(let path, let reason):
            "cannot write the backup \(path): \(reason)"
        case .cannotMakeFolder(let path, let reason):
            "cannot make the folder of backups \(path): \(reason)"
        }
    }
}
