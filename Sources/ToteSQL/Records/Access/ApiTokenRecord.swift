import ToteDomain

/// The `api_token` table on both databases: personal tokens by the digest of their secret; an account's go with it.
public enum ApiTokenRecord {
    static let columns = "id, account_id, name, digest, created_at"

    public static func insert(_ token: ApiToken) -> SQLStatement {
        """
        INSERT INTO api_token (\(unescaped: columns))
        VALUES (\(token.id), \(token.account), \(token.name.text), \(token.digest.hex),
            \(token.createdAt.millisecondsSince1970))
        """
    }

    public static func select(_ digest: TokenDigest) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM api_token WHERE digest = \(digest.hex)"
    }

    /// The account's tokens, oldest first.
    public static func select(of account: AccountID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM api_token WHERE account_id = \(account)
        ORDER BY created_at, \(unescaped: dialect.text(of: "id"))
        """
    }

    /// Every token, oldest first.
    public static func all(_ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM api_token ORDER BY created_at, \(unescaped: dialect.text(of: "id"))"
    }

    public static func delete(_ id: ApiTokenID) -> SQLStatement {
        "DELETE FROM api_token WHERE id = \(id)"
    }

    public static func token(from row: some SQLRow) throws -> ApiToken {
        try ApiToken(
            id: row.entityID("id"), account: row.entityID("account_id"), name: row.text("name"),
            digest: row.digest("digest"), createdAt: row.date("created_at"))
    }
}
