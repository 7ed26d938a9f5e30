import Foundation
import Hummingbird
import ToteApplication
import ToteHTTP

/// The token that proves a form post comes from one of Tote's own pages: kept in a cookie that other
/// sites can neither read nor send, and repeated in a hidden field of every form.
struct CSRFToken: Sendable, Equatable {
    static let cookieName = "tote_csrf"
    static let fieldName = "csrf"

    let value: String
    /// Whether the browser did not have the cookie yet, so the response must set it.
    let isNew: Bool

    /// The browser's token, or a fresh one when it has none.
    static func of(_ request: Request, secrets: any SecretGenerator) -> CSRFToken {
        if let value = request.cookies[cookieName]?.value, !value.isEmpty {
            return CSRFToken(value: value, isNew: false)
        }
        return CSRFToken(value: secrets.newSecret().text, isNew: true)
    }

    func cookie(secure: Bool) -> Cookie {
        Cookie(
            name: Self.cookieName, value: value, path: "/", secure: secure, httpOnly: true, sameSite: .strict)
    }

    /// Throws ``RequestError/forgedForm`` unless the form carries this token and the browser sent it as a cookie.
    func verify(_ form: FormFields) throws(RequestError) {
        guard !isNew, let field = form.optional(Self.fieldName), Self.same(field, value) else {
            throw .forgedForm
        }
    }

    /// Compares in time that does not depend on where the texts differ.
    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
