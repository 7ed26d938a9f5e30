import Foundation
import ToteDomain

/// Accounts and tokens for the access tests, at whole seconds so that stored dates compare equal.
enum AccessFixtures {
    static let moment = Date(timeIntervalSince1970: 1_800_000_000)

    static func account(_ username: String, id: AccountID = AccountID(UUID())) throws -> Account {
        Account(
            id: id, username: try Username(username), displayName: try DisplayName(username),
            passwordHash: PasswordHash(encoded: "hash of \(username)"), createdAt: moment)
    }

    static func session(_ digest: String, of account: AccountID) -> Session {
        Session(digest: TokenDigest(hex: digest), account: account, createdAt: moment, expiresAt: moment + 3_600)
    }

    static func apiToken(_ digest: String, of account: AccountID) throws -> ApiToken {
        ApiToken(
            id: ApiTokenID(UUID()), account: account, name: try TokenName("Script \(digest)"),
            digest: TokenDigest(hex: digest), createdAt: moment)
    }
}
