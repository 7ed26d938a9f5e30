import ToteDomain

/// The `session` table on both databases: sessions by the digest of their token; an account's go with it.
public enum SessionRecord {
    static let columns = "digest, account_id, created_at, expires_at"

    public static func insert(_ session: Session) -> SQLStatement {
        """
        INSERT INTO session (\(unescaped: columns))
        VALUES (\(session.digest.hex), \(session.account), \(session.createdAt.millisecondsSince1970),
            \(session.expiresAt.millisecondsSince1970))
        """
    }

    public static func select(_ digest: TokenDigest) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM session WHERE digest = \(digest.hex)"
    }

    /// Every session, oldest first.
    public static let all: SQLStatement = "SELECT \(unescaped: columns) FROM session ORDER BY created_at, digest"

    public static func delete(_ digest: TokenDigest) -> SQLStatement {
        "DELETE FROM session WHERE digest = \(digest.hex)"
    }

    public static func session(from row: some SQLRow) throws -> Session {
        try Session(
            digest: row.digest("digest"), account: row.entityID("account_id"), createdAt: row.date("created_at"),
            expiresAt: row.date("expires_at"))
    }
}
