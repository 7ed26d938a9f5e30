import Foundation
import ToteApplication
import ToteDomain

/// The `account` table on both databases; the database keeps usernames unique, even between servers adding at once.
public enum AccountRecord {
    static let columns = "id, username, display_name, password_hash, created_at"

    /// Adds the account unless its username is taken: one row comes back when it was added, none when not.
    public static func insert(_ account: Account) -> SQLStatement {
        """
        INSERT INTO account (\(unescaped: columns))
        VALUES (\(account.id), \(account.username.text), \(account.displayName.text), \(account.passwordHash.encoded),
            \(account.createdAt.millisecondsSince1970))
        ON CONFLICT (username) DO NOTHING RETURNING 1
        """
    }

    /// Writes the account's name and password; one row comes back when the account is there.
    public static func update(_ account: Account) -> SQLStatement {
        """
        UPDATE account SET display_name = \(account.displayName.text), password_hash = \(account.passwordHash.encoded)
        WHERE id = \(account.id) RETURNING 1
        """
    }

    /// Writes the account's password; one row comes back when the account is there.
    public static func changePassword(of account: AccountID, to hash: PasswordHash) -> SQLStatement {
        "UPDATE account SET password_hash = \(hash.encoded) WHERE id = \(account) RETURNING 1"
    }

    public static func select(_ id: AccountID) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM account WHERE id = \(id)"
    }

    public static func select(named username: Username) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM account WHERE username = \(username.text)"
    }

    /// Every account, oldest first.
    public static func all(_ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM account ORDER BY created_at, \(unescaped: dialect.text(of: "id"))"
    }

    /// The holder of a session valid `at` or of a personal token with this digest, with a row for each of their
    /// memberships (or one row whose `inventory_id` and `role` are null): read by ``account(from:)``.
    public static func holder(of digest: TokenDigest, at date: Date) -> SQLStatement {
        // A valid session comes first; a personal API token never has the digest of a session.
        """
        WITH holder AS (
            SELECT account_id FROM session WHERE digest = \(digest.hex) AND expires_at > \(date.millisecondsSince1970)
            UNION ALL
            SELECT account_id FROM api_token WHERE digest = \(digest.hex)
            LIMIT 1
        )
        SELECT \(unescaped: columns.split(separator: ", ").map { "account.\($0)" }.joined(separator: ", ")),
            membership.inventory_id, membership.role
        FROM holder JOIN account ON account.id = holder.account_id
        LEFT JOIN membership ON membership.account_id = account.id
        """
    }

    /// The principal from the rows of ``holder(of:at:)``; nil when there are none.
    public static func principal(from rows: [some SQLRow]) throws -> Principal? {
        guard let first = rows.first else { return nil }
        let account = try account(from: first)
        let memberships = try rows.compactMap { row -> Membership? in
            guard try row.optionalString(named: "role") != nil else { return nil }
            return Membership(
                inventory: try row.entityID("inventory_id"), account: account.id, role: try row.role("role"))
        }
        return Principal(account: account, memberships: memberships)
    }

    /// How many accounts there are, as `count`.
    public static let count: SQLStatement = "SELECT count(*) AS count FROM account"

    /// Whether any account exists, as `found`.
    public static let any: SQLStatement = "SELECT EXISTS (SELECT 1 FROM account) AS found"

    public static func account(from row: some SQLRow) throws -> Account {
        try Account(
            id: row.entityID("id"), username: row.username("username"), displayName: row.displayName("display_name"),
            passwordHash: PasswordHash(encoded: row.string(named: "password_hash")), createdAt: row.date("created_at"))
    }

    /// Ends the account's sessions but the one with digest `kept`.
    public static func endSessions(of account: AccountID, keeping kept: TokenDigest?, _ dialect: SQLDialect)
        -> SQLStatement
    {
        "DELETE FROM session WHERE account_id = \(account) AND digest \(unescaped: dialect.isDifferent) \(kept?.hex)"
    }

    /// Revokes the account's personal tokens but the one with digest `kept`; the revoked come back as
    /// ``ApiTokenRecord/token(from:)`` reads them.
    public static func revokeTokens(of account: AccountID, keeping kept: TokenDigest?, _ dialect: SQLDialect)
        -> SQLStatement
    {
        """
        DELETE FROM api_token WHERE account_id = \(account) AND digest \(unescaped: dialect.isDifferent) \(kept?.hex)
        RETURNING \(unescaped: ApiTokenRecord.columns)
        """
    }
}
