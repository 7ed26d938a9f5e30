import ToteDomain

/// The `invitation` table on both databases: pending invitations by the digest of their secret; an inventory's go
/// with it.
public enum InvitationRecord {
    static let columns = "digest, inventory_id, role, invited_by, expires_at"

    public static func insert(_ invitation: Invitation) -> SQLStatement {
        """
        INSERT INTO invitation (\(unescaped: columns))
        VALUES (\(invitation.digest.hex), \(invitation.inventory), \(invitation.role.rawValue), \(invitation.invitedBy),
            \(invitation.expiresAt.millisecondsSince1970))
        """
    }

    public static func select(_ digest: TokenDigest) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM invitation WHERE digest = \(digest.hex)"
    }

    /// The inventory's invitations, the first to lapse first.
    public static func select(to inventory: InventoryID) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM invitation WHERE inventory_id = \(inventory) ORDER BY expires_at, digest
        """
    }

    /// Every invitation, for a copy of the store.
    public static let all: SQLStatement = "SELECT \(unescaped: columns) FROM invitation ORDER BY expires_at, digest"

    public static func delete(_ digest: TokenDigest) -> SQLStatement {
        "DELETE FROM invitation WHERE digest = \(digest.hex)"
    }

    /// Deletes the invitation and returns it: of two people using one invitation at the same moment, the second
    /// finds none.
    public static func take(_ digest: TokenDigest) -> SQLStatement {
        "DELETE FROM invitation WHERE digest = \(digest.hex) RETURNING \(unescaped: columns)"
    }

    /// Whether the account belongs to the inventory, as `found`.
    public static func isMember(_ account: AccountID, of inventory: InventoryID) -> SQLStatement {
        """
        SELECT EXISTS (SELECT 1 FROM membership WHERE inventory_id = \(inventory) AND account_id = \(account)) AS found
        """
    }

    public static func invitation(from row: some SQLRow) throws -> Invitation {
        try Invitation(
            digest: row.digest("digest"), inventory: row.entityID("inventory_id"), role: row.role("role"),
            invitedBy: row.entityID("invited_by"), expiresAt: row.date("expires_at"))
    }
}
