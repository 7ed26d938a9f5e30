import ToteApplication
import ToteDomain
import ToteSQL

/// Stores who belongs to which inventory through ``MembershipRecord``.
struct PostgresMembershipRepository: MembershipRepository {
    let database: PostgresDatabase

    func add(_ membership: Membership) async throws {
        try await database.write { sql in try await Self.insert(membership, sql) }
    }

    static func insert(_ membership: Membership, _ sql: SQL) async throws {
        try await InventoryRows.create(membership.inventory, sql)
        try await sql.run(MembershipRecord.insert(membership))
    }

    func memberships(of account: AccountID) async throws -> [Membership] {
        try await database.fetch(MembershipRecord.select(of: account, .postgres)).map(
            MembershipRecord.membership(from:))
    }

    func members(of inventory: InventoryID) async throws -> [Membership] {
        try await database.fetch(MembershipRecord.select(in: inventory, .postgres))
            .map(MembershipRecord.membership(from:))
    }

    func changeRole(of account: AccountID, in inventory: InventoryID, to role: Role) async throws {
        try await database.write { sql in
            try await Self.requireOwnerLeft(changing: account, in: inventory, to: role, sql)
            try await sql.run(MembershipRecord.changeRole(of: account, in: inventory, to: role))
        }
    }

    func remove(_ account: AccountID, from inventory: InventoryID) async throws {
        try await database.write { sql in
            try await Self.requireOwnerLeft(changing: account, in: inventory, to: nil, sql)
            try await sql.run(MembershipRecord.delete(account, from: inventory))
        }
    }

    private static func requireOwnerLeft(
        changing account: AccountID, in inventory: InventoryID, to role: Role?, _ sql: SQL
    ) async throws {
        let members = try await sql.fetch(MembershipRecord.lockingAll(in: inventory, .postgres))
            .map(MembershipRecord.membership(from:))
        try Membership.requireOwnerLeft(among: members, changing: account, to: role)
    }
}
