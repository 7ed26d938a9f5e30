import GRDB
import ToteApplication
import ToteDomain

/// Stores who belongs to which inventory; a membership goes with its account or its inventory.
struct GRDBMembershipRepository: MembershipRepository {
    let pool: DatabasePool

    /// Stores the membership, or the new role of a stored one; an inventory not used before is created.
    func add(_ membership: Membership) async throws {
        try await pool.writing { db in try Self.insert(membership, db) }
    }

    static func insert(_ membership: Membership, _ db: Database) throws {
        try InventoryTable.create(membership.inventory, db)
        try db.cachedStatement(
            sql: """
                INSERT INTO membership (inventory_id, account_id, role) VALUES (?, ?, ?)
                ON CONFLICT (inventory_id, account_id) DO UPDATE SET role = excluded.role
                """
        ).execute(
            arguments: [
                membership.inventory.description, membership.account.description, membership.role.rawValue,
            ])
    }

    func memberships(of account: AccountID) async throws -> [Membership] {
        try await fetch(where: "account_id = ?", account.description)
    }

    func members(of inventory: InventoryID) async throws -> [Membership] {
        try await fetch(where: "inventory_id = ?", inventory.description)
    }

    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws {
        try await pool.writing { db in
            try Self.requireOwnerLeft(changing: account, in: inventory, to: role, db)
            try db.cachedStatement(
                sql: "UPDATE membership SET role = ? WHERE inventory_id = ? AND account_id = ?"
            ).execute(arguments: [role.rawValue, inventory.description, account.description])
        }
    }

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await pool.writing { db in
            try Self.requireOwnerLeft(changing: account, in: inventory, to: nil, db)
            try db.cachedStatement(
                sql: "DELETE FROM membership WHERE inventory_id = ? AND account_id = ?"
            ).execute(
                arguments: [inventory.description, account.description])
        }
    }

    /// Throws ``AccessError/memberNotFound`` unless `account` is a member, and ``AccessError/lastOwner`` when giving
    /// it `role` (nil: no membership) would leave the inventory without an owner; inside the change's transaction.
    private static func requireOwnerLeft(
        changing account: AccountID, in inventory: InventoryID, to role: Role?, _ db: Database
    ) throws {
        guard
            let current = try String.fetchOne(
                db.cachedStatement(sql: "SELECT role FROM membership WHERE inventory_id = ? AND account_id = ?"),
                arguments: [inventory.description, account.description])
        else { throw AccessError.memberNotFound }
        guard current == Role.owner.rawValue, role != .owner else { return }
        let others =
            try Int.fetchOne(
                db.cachedStatement(
                    sql: "SELECT count(*) FROM membership WHERE inventory_id = ? AND account_id != ? AND role = ?"),
                arguments: [inventory.description, account.description, Role.owner.rawValue]) ?? 0
        guard others > 0 else { throw AccessError.lastOwner }
    }

    private func fetch(where filter: String, _ id: String) async throws -> [Membership] {
        try await pool.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT inventory_id, account_id, role FROM membership WHERE \(filter)
                        ORDER BY inventory_id, account_id
                        """),
                arguments: [id]
            ).map(Self.membership(from:))
        }
    }

    static func membership(from row: Row) throws -> Membership {
        try Membership(
            inventory: row.entityID("inventory_id"), account: row.entityID("account_id"), role: row.role("role"))
    }
}
