import Foundation
import ToteApplication
import ToteDomain
import ToteJSONText

/// Password reset links, and what ending an account's credentials ended, as the API shows them.
public enum PasswordResetJSON {
    /// A link just made: the only time its secret is shown.
    public static func new(_ new: NewPasswordReset, url: String) -> JSONValue {
        .object(
            members(of: new.reset).merging([
                "token": .string(new.token.text), "path": .string(path(new.token)), "url": .string(url),
            ]) { $1 })
    }

    /// A pending link, without its secret.
    public static func pending(_ pending: PendingPasswordReset) -> JSONValue {
        .object(members(of: pending.reset))
    }

    /// The page a link opens.
    public static func path(_ token: SecretToken) -> String {
        "/password-resets/\(token.text)"
    }

    /// The personal API tokens a change of password or logging out everywhere revoked.
    public static func ended(_ ended: EndedCredentials) -> JSONValue {
        .object(["revokedTokens": .array(ended.revokedTokens.map(AccessJSON.apiToken))])
    }

    private static func members(of reset: PasswordReset) -> [String: JSONValue] {
        [
            "id": .string(reset.digest.hex),
            "accountId": .string(reset.account.description),
            "madeBy": .string(reset.madeBy.description),
            "expiresAt": .string(HistoryJSON.timestamp(reset.expiresAt)),
        ]
    }
}
