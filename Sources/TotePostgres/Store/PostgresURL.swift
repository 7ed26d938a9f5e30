import Foundation
import ToteApplication

/// A PostgreSQL store URL: `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=disable|prefer|require`
/// (`postgresql://` too). The port defaults to 5432, `sslmode` to `prefer`.
public struct PostgresURL: Hashable, Sendable, CustomStringConvertible {
    public enum TLSMode: String, Sendable {
        case disable, prefer, require
    }

    public let host: String
    public let port: Int
    public let username: String
    public let password: String?
    public let database: String
    public let tls: TLSMode

    /// Throws ``StoreError/unsupportedLocation(_:)`` naming what is wrong, never repeating the password.
    public init(parsing text: String) throws(StoreError) {
        guard let components = URLComponents(string: text),
            ["postgres", "postgresql"].contains(components.scheme?.lowercased() ?? "")
        else { throw .unsupportedLocation(Self.redacted(text)) }
        func refuse(_ reason: String) -> StoreError {
            .cannotOpen(path: Self.redacted(text), reason: reason)
        }
        guard let host = components.host, !host.isEmpty else { throw refuse("the URL names no host") }
        guard let username = components.user, !username.isEmpty else { throw refuse("the URL names no user") }
        let database = String(components.path.drop { $0 == "/" })
        guard !database.isEmpty, !database.contains("/") else {
            throw refuse("the URL names no database (postgres://USER:PASSWORD@HOST:PORT/DATABASE)")
        }
        var tls = TLSMode.prefer
        for item in components.queryItems ?? [] {
            guard item.name == "sslmode", let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                throw refuse(
                    "'\(item.name)=\(item.value ?? "")' is not understood; sslmode=disable, prefer or require is")
            }
            tls = mode
        }
        guard (1...65535).contains(components.port ?? 5432) else { throw refuse("the port is not between 1 and 65535") }
        self.host = host
        self.port = components.port ?? 5432
        self.username = username
        self.password = components.password
        self.database = database
        self.tls = tls
    }

    /// The URL without its password, as errors and logs show it.
    public var description: String {
        "postgres://\(username)@\(host):\(port)/\(database)"
    }

    private static func redacted(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "…"
        return components.string ?? "postgres://…"
    }
}
