import Foundation
import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// One browser request as the scenes see it: who asks, with which CSRF token, for which path.
struct Visit: Sendable {
    let request: Request
    let context: ToteRequestContext
    let csrf: CSRFToken
    let secureCookies: Bool
    /// The inventory the person works in, once a form post's head was checked against their role there.
    var workspace: Workspace?

    /// The logged-in person; an anonymous visit ends in the login page.
    func requirePrincipal() throws(AccessError) -> Principal {
        try context.requirePrincipal()
    }

    /// The path and query the browser asked for, to come back to after logging in.
    var pathWithQuery: String {
        request.uri.query.map { request.uri.path + "?" + $0 } ?? request.uri.path
    }

    /// The browser's time zone, which the pages' script keeps in a cookie; UTC until it has.
    var timeZone: TimeZone {
        request.cookies[Self.timeZoneCookie].flatMap { TimeZone(identifier: $0.value) } ?? .gmt
    }

    static let timeZoneCookie = "tote_tz"

    /// A field of the query as a form sent with GET writes it: `+` is a space, `%2B` a plus.
    func query(_ name: String) -> String? {
        Self.query(name, in: Substring(request.uri.query ?? ""))
    }

    /// A field of a query string, as ``query(_:)`` reads it.
    static func query(_ name: String, in query: Substring) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard Self.decoded(parts[0]) == name else { continue }
            return parts.count == 2 ? Self.decoded(parts[1]) : ""
        }
        return nil
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// A path parameter the route declared, such as `{box}`.
    func parameter(_ name: String) -> String {
        context.parameters.get(name) ?? ""
    }
}
