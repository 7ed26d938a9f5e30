/// Why a backup was not restored; the store is left exactly as it was.
public enum RestoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A server or another command has the store open.
    case storeInUse(path: String)
    case notABackup(path: String, reason: String)
    /// The backup fails SQLite's integrity check: it was cut short or changed.
    case damaged(path: String)
    case createdByNewerVersion(path: String)
    case cannotReplace(path: String, reason: String)

    public var description: String {
        switch self {
        case .storeInUse(let path):
            "the store \(path) is in use by a running tote serve or another command; stop it, then restore"
        case .notABackup(let path, let reason):
            "\(path) is not a Tote backup (\(reason)); nothing was restored"
        case .damaged(let path):
            "\(path) is damaged (SQLite's integrity check fails); nothing was restored"
        case .createdByNewerVersion(let path):
            "\(path) was written by a newer version of Tote; upgrade Tote to restore it"
        case .cannotReplace(let path, let reason):
            "cannot replace the store \(path): \(reason); it was left as it was"
        }
    }
}
