import ToteDomain

/// The `membership` table on both databases: who belongs to which inventory, in what role; a membership goes with its
/// account or its inventory.
public enum MembershipRecord {
    static let columns = "inventory_id, account_id, role"

    /// Stores the membership, or the new role of a stored one.
    public static func insert(_ membership: Membership) -> SQLStatement {
        """
        INSERT INTO membership (\(unescaped: columns))
        VALUES (\(membership.inventory), \(membership.account), \(membership.role.rawValue))
        ON CONFLICT (inventory_id, account_id) DO UPDATE SET role = excluded.role
        """
    }

    public static func select(of account: AccountID, _ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM membership WHERE account_id = \(account) \(unescaped: order(dialect))"
    }

    public static func select(in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM membership WHERE inventory_id = \(inventory) \(unescaped: order(dialect))"
    }

    /// Every membership, for a copy of the store.
    public static func all(_ dialect: SQLDialect) -> SQLStatement {
        "SELECT \(unescaped: columns) FROM membership \(unescaped: order(dialect))"
    }

    /// The inventory's memberships held for a change, so that two owners demoting each other at the same moment
    /// take turns, and the second finds it would leave no owner.
    public static func lockingAll(in inventory: InventoryID, _ dialect: SQLDialect) -> SQLStatement {
        """
        SELECT \(unescaped: columns) FROM membership WHERE inventory_id = \(inventory)
        \(unescaped: dialect.lock(.forChange))
        """
    }

    public static func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) -> SQLStatement {
        """
        UPDATE membership SET role = \(role.rawValue) WHERE inventory_id = \(inventory) AND account_id = \(account)
        """
    }

    public static func delete(_ account: AccountID, from inventory: InventoryID) -> SQLStatement {
        "DELETE FROM membership WHERE inventory_id = \(inventory) AND account_id = \(account)"
    }

    public static func membership(from row: some SQLRow) throws -> Membership {
        try Membership(
            inventory: row.entityID("inventory_id"), account: row.entityID("account_id"), role: row.role("role"))
    }

    private static func order(_ dialect: SQLDialect) -> String {
        "ORDER BY \(dialect.text(of: "inventory_id")), \(dialect.text(of: "account_id"))"
    }
}
