import ToteDomain

/// The `password_reset` table on both databases: reset links by the digest of their secret; they go with their
/// account and their inventory.
public enum PasswordResetRecord {
    static let columns = "digest, account_id, inventory_id, made_by, expires_at"

    public static func insert(_ reset: PasswordReset) -> SQLStatement {
        """
        INSERT INTO password_reset (\(unescaped: columns))
        VALUES (\(reset.digest.hex), \(reset.account), \(reset.inventory), \(reset.madeBy),
            \(reset.expiresAt.millisecondsSince1970))
        """
    }

    public static func select(_ digest: TokenDigest) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM password_reset WHERE digest = \(digest.hex)"
    }

    /// The inventory's links, the first to lapse first.
    public static func select(in inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM password_reset WHERE inventory_id = \(inventory) ORDER BY expires_at, digest
        """
    }

    public static func delete(_ digest: TokenDigest) -> SQLStatement {
        "DELETE FROM password_reset WHERE digest = \(digest.hex)"
    }

    /// Deletes the link and returns it: of two people using one link at the same moment, the second finds none.
    public static func take(_ digest: TokenDigest) -> SQLStatement {
        "DELETE FROM password_reset WHERE digest = \(digest.hex) RETURNING \(unescaped: columns)"
    }

    /// Deletes every link to the account's password, once one of them set it.
    public static func deleteAll(of account: AccountID) -> SQLStatement {
        "DELETE FROM password_reset WHERE account_id = \(account)"
    }

    public static func reset(from row: some SQLRow) throws -> PasswordReset {
        try PasswordReset(
            digest: row.digest("digest"), account: row.entityID("account_id"), inventory: row.entityID("inventory_id"),
            madeBy: row.entityID("made_by"), expiresAt: row.date("expires_at"))
    }
}
