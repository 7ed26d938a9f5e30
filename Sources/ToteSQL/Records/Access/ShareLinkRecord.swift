import Foundation
import ToteDomain

/// The `share_link` table on both databases: read-only links by the digest of their secret; they go with their
/// inventory.
public enum ShareLinkRecord {
    static let columns =
        "id, inventory_id, digest, scope_room, scope_boxes, note, made_by, made_by_name, created_at, expires_at, "
        + "last_used_at"

    public static func insert(_ link: ShareLink) -> SQLStatement {
        let scope = link.scope.stored
        return """
            INSERT INTO share_link (\(unescaped: columns))
            VALUES (\(link.id), \(link.inventory), \(link.digest.hex), \(scope.room), \(scope.boxes), \(link.note?.text),
                \(link.madeBy.account), \(link.madeBy.name), \(link.createdAt.millisecondsSince1970),
                \(link.expiresAt.millisecondsSince1970), \(link.lastUsedAt?.millisecondsSince1970))
            """
    }

    /// Deletes the inventory's links that lapsed by `date`.
    public static func deleteLapsed(in inventory: InventoryID, by date: Date) -> SQLStatement {
        "DELETE FROM share_link WHERE inventory_id = \(inventory) AND expires_at <= \(date.millisecondsSince1970)"
    }

    public static func select(_ digest: TokenDigest) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM share_link WHERE digest = \(digest.hex)"
    }

    /// The inventory's links, oldest first.
    public static func select(in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM share_link WHERE inventory_id = \(inventory)
        ORDER BY created_at, \(unescaped: dialect.text(of: "id"))
        """
    }

    /// Every link, for a copy of the store.
    public static func all(_ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM share_link ORDER BY created_at, \(unescaped: dialect.text(of: "id"))"
    }

    /// Withdraws the link; its identity comes back when the inventory had it.
    public static func delete(_ id: ShareLinkID, from inventory: InventoryID) -> SQLStatement {
        "DELETE FROM share_link WHERE id = \(id) AND inventory_id = \(inventory) RETURNING id"
    }

    public static func recordUse(of id: ShareLinkID, at date: Date) -> SQLStatement {
        "UPDATE share_link SET last_used_at = \(date.millisecondsSince1970) WHERE id = \(id)"
    }

    public static func link(from row: some SQLRow) throws -> ShareLink {
        try ShareLink(
            id: row.entityID("id"), inventory: row.entityID("inventory_id"), digest: row.digest("digest"),
            scope: ShareScope(
                storedRoom: row.optionalString(named: "scope_room"), boxes: row.optionalString(named: "scope_boxes")),
            note: row.optionalString(named: "note").map { text throws(ValidationError) in try ShareNote(stored: text) },
            madeBy: Author(
                storedAccount: row.optionalUUID(named: "made_by").map(AccountID.init),
                name: row.string(named: "made_by_name")),
            createdAt: row.date("created_at"), expiresAt: row.date("expires_at"),
            lastUsedAt: row.optionalInteger(named: "last_used_at").map { Date(millisecondsSince1970: Int64($0)) })
    }
}
