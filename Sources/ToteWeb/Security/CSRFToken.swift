import Foundation
import Hummingbird
import ToteApplication
import ToteDomain
import ToteHTTP

/// The token that proves a form post comes from one of Tote's own pages: every form of a page sends it in the query
/// of its address (`action="/boxes?csrf=…"`), so that a post is decided from its head, before its body is read.
///
/// For someone logged in it is bound to their session: a digest of the session's secret, which no other site can
/// know or plant, and which changes with every login. Before login (the login, setup and invitation forms) it is a
/// random value kept in a cookie that other sites can neither read nor send, renewed at logout.
struct CSRFToken: Sendable, Equatable {
    static let cookieName = "tote_csrf"
    static let fieldName = "csrf"

    let value: String
    /// Whether the browser did not have the cookie yet, so the response must set it.
    let isNew: Bool

    /// The token of the visitor's session, else the browser's token, or a fresh one when it has none.
    static func of(_ request: Request, context: ToteRequestContext, secrets: any SecretGenerator) -> CSRFToken {
        if let credential = context.credential, credential.source == .cookie, context.principal != nil {
            return CSRFToken(value: bound(to: credential.token, secrets: secrets), isNew: false)
        }
        if let value = request.cookies[cookieName]?.value, !value.isEmpty {
            return CSRFToken(value: value, isNew: false)
        }
        return fresh(secrets: secrets)
    }

    /// A new random token for a browser without a session, set as its cookie.
    static func fresh(secrets: any SecretGenerator) -> CSRFToken {
        CSRFToken(value: secrets.newSecret().text, isNew: true)
    }

    /// The token of a session: its secret's digest, kept apart from the digest the store keeps of it.
    static func bound(to session: SecretToken, secrets: any SecretGenerator) -> String {
        secrets.digest(of: SecretToken("csrf:" + session.text)).hex
    }

    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: Self.cookieName, value: value, path: "/", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// Whether a post carrying `token` comes from a page of this browser's session that has ended since (logged out
    /// elsewhere, expired): the token is the one bound to the session cookie the browser still sends.
    static func isFromEndedSession(_ token: String?, _ request: Request, secrets: any SecretGenerator) -> Bool {
        guard let token, let session = request.cookies[SessionCookie.name]?.value, !session.isEmpty else {
            return false
        }
        return same(token, bound(to: SecretToken(session), secrets: secrets))
    }

    /// Throws ``RequestError/forgedForm`` unless a post carries this token in its address, and the browser already
    /// had it.
    func verify(_ token: String?) throws(RequestError) {
        guard !isNew, let token, Self.same(token, value) else { throw .forgedForm }
    }

    /// Compares in time that does not depend on where the texts differ.
    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
