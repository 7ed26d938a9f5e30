import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresMembershipRepository: MembershipRepository {
    let database: PostgresDatabase

    func add(_ membership: Membership) async throws {
        try await database.write { sql in try await Self.insert(membership, sql) }
    }

    static func insert(_ membership: Membership, _ sql: SQL) async throws {
        try await InventoryRows.create(membership.inventory, sql)
        try await sql.execute(
            """
            INSERT INTO membership (inventory_id, account_id, role)
            VALUES (\(membership.inventory.uuid), \(membership.account.uuid), \(membership.role.rawValue))
            ON CONFLICT (inventory_id, account_id) DO UPDATE SET role = excluded.role
            """)
    }

    func memberships(of account: AccountID) async throws -> [Membership] {
        try await database.rows(
            """
            SELECT inventory_id, account_id, role FROM membership WHERE account_id = \(account.uuid)
            ORDER BY inventory_id::text, account_id::text
            """
        ).map(Self.membership(from:))
    }

    func members(of inventory: InventoryID) async throws -> [Membership] {
        try await database.rows(
            """
            SELECT inventory_id, account_id, role FROM membership WHERE inventory_id = \(inventory.uuid)
            ORDER BY inventory_id::text, account_id::text
            """
        ).map(Self.membership(from:))
    }

    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws {
        try await database.write { sql in
            try await Self.requireOwnerLeft(changing: account, in: inventory, to: role, sql)
            try await sql.execute(
                """
                UPDATE membership SET role = \(role.rawValue)
                WHERE inventory_id = \(inventory.uuid) AND account_id = \(account.uuid)
                """)
        }
    }

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await database.write { sql in
            try await Self.requireOwnerLeft(changing: account, in: inventory, to: nil, sql)
            try await sql.execute(
                "DELETE FROM membership WHERE inventory_id = \(inventory.uuid) AND account_id = \(account.uuid)")
        }
    }

    /// Locks the inventory's memberships first: two owners demoting each other at the same moment take turns,
    /// and the second finds it would leave no owner.
    private static func requireOwnerLeft(
        changing account: AccountID, in inventory: InventoryID, to role: Role?, _ sql: SQL
    ) async throws {
        let roles = try await sql.rows(
            "SELECT account_id, role FROM membership WHERE inventory_id = \(inventory.uuid) FOR UPDATE")
        let members = try roles.map { row in (try row.decode("account_id", as: UUID.self), try row.role("role")) }
        guard let current = members.first(where: { $0.0 == account.uuid })?.1 else {
            throw AccessError.memberNotFound
        }
        guard current == .owner, role != .owner else { return }
        guard members.contains(where: { $0.0 != account.uuid && $0.1 == .owner }) else { throw AccessError.lastOwner }
    }

    static func membership(from row: PostgresRandomAccessRow) throws -> Membership {
        try Membership(
            inventory: row.entityID("inventory_id"), account: row.entityID("account_id"), role: row.role("role"))
    }
}
