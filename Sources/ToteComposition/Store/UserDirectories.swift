import Foundation

/// The directories of the person running Tote, read from the environment as the XDG Base Directory rules say.
public struct UserDirectories: Sendable {
    public let environment: [String: String]

    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// `$HOME`, else the account's home directory.
    public var home: String {
        if let home = environment["HOME"], !home.isEmpty { return home }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// `$XDG_DATA_HOME` when it is an absolute path, else `~/.local/share`.
    public var dataHome: String {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data }
        return home + "/.local/share"
    }

    /// Where Tote keeps its data by default.
    public var toteData: String { dataHome + "/tote" }

    /// `$XDG_CONFIG_HOME` when it is an absolute path, else `~/.config`.
    public var configHome: String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config }
        return home + "/.config"
    }

    /// Where Tote keeps what the person chose: the server logged in to.
    public var toteConfig: String { configHome + "/tote" }
}
