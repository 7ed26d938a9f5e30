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

    func query(_ name: String) -> String? {
        request.uri.queryParameters[Substring(name)].map(String.init)
    }

    /// A path parameter the route declared, such as `{box}`.
    func parameter(_ name: String) -> String {
        context.parameters.get(name) ?? ""
    }
}
