import GRDB
import ToteApplication
import ToteDomain

/// Stores who belongs to which inventory; a membership goes with its account or its inventory.
struct GRDBMembershipRepository: MembershipRepository {
    let pool: DatabasePool

    /// Stores the membership, or the new role of a stored one; an inventory not used before is created.
    func add(_ membership: Membership) async throws {
        try await pool.write { db in try Self.insert(membership, db) }
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

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await pool.write { db in
            try db.cachedStatement(
                sql: "DELETE FROM membership WHERE inventory_id = ? AND account_id = ?"
            ).execute(
                arguments: [inventory.description, account.description])
        }
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
            ).map { row in
                try Membership(
                    inventory: row.entityID("inventory_id"), account: row.entityID("account_id"), role: row.role("role")
                )
            }
        }
    }
}
