import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores who belongs to which inventory through ``MembershipRecord``.
struct GRDBMembershipRepository: MembershipRepository {
    let pool: DatabasePool

    /// Stores the membership, or the new role of a stored one; an inventory not used before is created.
    func add(_ membership: Membership) async throws {
        try await pool.writing { db in try Self.insert(membership, db) }
    }

    static func insert(_ membership: Membership, _ db: Database) throws {
        try InventoryTable.create(membership.inventory, db)
        try db.run(MembershipRecord.insert(membership))
    }

    func memberships(of account: AccountID) async throws -> [Membership] {
        try await pool.read { db in
            try db.fetch(MembershipRecord.select(of: account, .sqlite)).map(MembershipRecord.membership(from:))
        }
    }

    func members(of inventory: InventoryID) async throws -> [Membership] {
        try await pool.read { db in
            try db.fetch(MembershipRecord.select(in: inventory, .sqlite)).map(MembershipRecord.membership(from:))
        }
    }

    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws {
        try await pool.writing { db in
            try Self.requireOwnerLeft(changing: account, in: inventory, to: role, db)
            try db.run(MembershipRecord.changeRole(of: account, in: inventory, to: role))
        }
    }

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await pool.writing { db in
            try Self.requireOwnerLeft(changing: account, in: inventory, to: nil, db)
            try db.run(MembershipRecord.delete(account, from: inventory))
        }
    }

    private static func requireOwnerLeft(
        changing account: AccountID, in inventory: InventoryID, to role: Role?, _ db: Database
    ) throws {
        let members = try db.fetch(MembershipRecord.lockingAll(in: inventory, .sqlite))
            .map(MembershipRecord.membership(from:))
        try Membership.requireOwnerLeft(among: members, changing: account, to: role)
    }
}
