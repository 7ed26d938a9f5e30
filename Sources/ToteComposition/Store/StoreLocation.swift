import ToteApplication
import TotePostgres

/// Where an inventory is kept, read from a store URL: `sqlite:PATH`, `plist:PATH`, `memory:` or `postgres://…`.
public enum StoreLocation: Hashable, Sendable, CustomStringConvertible {
    /// An SQLite database file.
    case sqlite(path: String)
    /// A property-list file.
    case propertyList(path: String)
    /// Memory that lasts as long as the process.
    case memory
    /// A PostgreSQL database, which several servers may share.
    case postgres(PostgresURL)

    /// Reads a store URL; a path may start with `~` for the home directory.
    ///
    /// Throws ``StoreError/unsupportedLocation(_:)`` for anything else, an empty path included.
    public init(parsing text: String, homeDirectory: String) throws(StoreError) {
        guard let colon = text.firstIndex(of: ":") else { throw .unsupportedLocation(text) }
        let scheme = text[..<colon].lowercased()
        let rest = String(text[text.index(after: colon)...])
        switch scheme {
        case "memory" where rest.isEmpty:
            self = .memory
        case "sqlite":
            self = .sqlite(path: try Self.path(rest, homeDirectory: homeDirectory, in: text))
        case "plist":
            self = .propertyList(path: try Self.path(rest, homeDirectory: homeDirectory, in: text))
        case "postgres", "postgresql":
            self = .postgres(try PostgresURL(parsing: text))
        default:
            throw .unsupportedLocation(text)
        }
    }

    /// The URL that names the store, without a password.
    public var description: String {
        switch self {
        case .sqlite(let path): "sqlite:\(path)"
        case .propertyList(let path): "plist:\(path)"
        case .memory: "memory:"
        case .postgres(let url): url.description
        }
    }

    /// The store used when none is given: `tote.sqlite` in Tote's data directory.
    public static func defaultLocation(in directories: UserDirectories) -> StoreLocation {
        .sqlite(path: directories.toteData + "/tote.sqlite")
    }

    /// The store named by `--store`, else by `TOTE_STORE`, else the default one.
    public static func resolve(option: String?, directories: UserDirectories) throws(StoreError) -> StoreLocation {
        guard let text = option ?? directories.environment["TOTE_STORE"] else {
            return defaultLocation(in: directories)
        }
        return try StoreLocation(parsing: text, homeDirectory: directories.home)
    }

    private static func path(_ raw: String, homeDirectory: String, in text: String) throws(StoreError) -> String {
        guard !raw.allSatisfy(\.isWhitespace) else { throw .unsupportedLocation(text) }
        if raw == "~" { return homeDirectory }
        if raw.hasPrefix("~/") { return homeDirectory + raw.dropFirst() }
        return raw
    }
}
