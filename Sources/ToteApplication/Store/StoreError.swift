/// A store that cannot be used. Its description is the message shown to people.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    case unsupportedLocation(String)
    case notAToteStore(path: String, reason: String)
    case cannotOpen(path: String, reason: String)
    case createdByNewerVersion(path: String)
    /// The store's file is marked read-only for the person running Tote, who might still be able to write it.
    case readOnly(path: String)
    /// The file cannot be read as a whole store: it was cut short, or its content was changed.
    case damaged(path: String)
    /// A new store could not be made; what the attempt had made was removed.
    case cannotCreate(path: String, reason: String)
    /// Backups and restores are of SQLite stores only; this store is kept another way.
    case withoutBackups(store: String)
    /// Another process held the store's write lock for longer than a change waits, as a long import does.
    case busy
    /// An import is filling the inventory, and nobody else changes it until the import ends; `stopped` when the
    /// import stopped without ending and what it left is not undone yet (the next write there undoes it first).
    case filling(stopped: Bool)
    /// The database server cannot be reached or dropped the connection; nothing was changed.
    case unavailable(reason: String)
    /// The database went away while it committed a change: the change may or may not have been made.
    case outcomeUnknown
    /// A change was made, and the database went away before it could be read back to show it.
    case madeNotShown
    /// The disk that holds the store has no room left; nothing was changed.
    case full
    /// No store is there, and the command only reads: it makes none.
    case missing(String)
    /// The store refused a change for a reason of its own, told in words; nothing was changed.
    case failed(reason: String)

    /// Whether the store may well answer again in a moment: it cannot be reached, or is busy.
    public var isTransient: Bool {
        switch self {
        case .unavailable, .busy, .outcomeUnknown, .madeNotShown: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .unsupportedLocation(let text) where ["http://", "https://"].contains { text.lowercased().hasPrefix($0) }:
            "'\(text)' is a server's address, not a store; log in with `tote login \(text)`, then give it with "
                + "--server (or nothing, once logged in)"
        case .unsupportedLocation(let text):
            "'\(text)' is not a store Tote can use; give sqlite:PATH, plist:PATH, memory: or "
                + "postgres://USER:PASSWORD@HOST:PORT/DATABASE"
        case .notAToteStore(let path, let reason):
            "\(path) is not a Tote store (\(reason)); it was left as it is"
        case .cannotOpen(let path, let reason):
            "cannot open the store at \(path): \(reason)"
        case .createdByNewerVersion(let path):
            "\(path) was written by a newer version of Tote; upgrade Tote to use it"
        case .readOnly(let path):
            "\(path) is read-only (its permissions do not allow writing it); it was left as it is"
        case .damaged(let path):
            "\(path) is damaged and cannot be read as a Tote store; it was left as it is"
        case .cannotCreate(let path, let reason):
            "cannot create the store at \(path): \(reason); nothing was left behind"
        case .busy:
            "the store is busy with a long change from another process, such as an import; nothing was changed, try "
                + "again once it is done"
        case .filling(stopped: false):
            "an import is filling this inventory; nothing was changed, try again once the import has ended"
        case .filling(stopped: true):
            "an import into this inventory stopped before it ended, and what it left is being undone; nothing was "
                + "changed, try again in a moment"
        case .unavailable(let reason):
            "the database cannot be reached (\(reason)); nothing was changed, try again in a moment"
        case .outcomeUnknown:
            "the database went away while it was saving the change, which may or may not have been made: look "
                + "before you make it again (a request sent again with the same Idempotency-Key is made only once)"
        case .madeNotShown:
            "the change was made, but the database went away before Tote could show it: do not make it again; look at "
                + "it once the database is back"
        case .missing(let store):
            "there is no Tote store at \(store); tote box add TITLE starts one there, or give --store (or TOTE_STORE) "
                + "to name the one you meant"
        case .full:
            "the disk that holds the store is full; nothing was changed: free some space, then try again"
        case .failed(let reason):
            "the store could not carry out the change (\(reason)); nothing was changed"
        case .withoutBackups(let store):
            "\(store) has no backups: backups are made of SQLite stores (sqlite:PATH)"
        }
    }
}
