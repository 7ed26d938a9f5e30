import Foundation
import Hummingbird
import ToteDomain

/// The browser's session cookie: HttpOnly, SameSite=Lax, and Secure behind TLS.
public enum SessionCookie {
    public static let name = "tote_session"

    public static func setting(_ token: SecretToken, expiresAt: Date, secure: Bool) -> Cookie {
        Cookie(
            name: name, value: token.text, expires: expiresAt, path: "/", secure: secure, httpOnly: true,
            sameSite: .lax)
    }

    /// A cookie that makes the browser forget the session.
    public static func clearing(secure: Bool) -> Cookie {
        Cookie(
            name: name, value: "", expires: Date(timeIntervalSince1970: 0), maxAge: 0, path: "/", secure: secure,
            httpOnly: true, sameSite: .lax)
    }
}
