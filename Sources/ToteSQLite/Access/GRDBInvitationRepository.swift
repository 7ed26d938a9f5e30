import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Stores pending invitations by the digest of their secret; an inventory's invitations go with it.
struct GRDBInvitationRepository: InvitationRepository {
    static let columns = "digest, inventory_id, role, invited_by, expires_at"

    let pool: DatabasePool

    /// Stores the invitation; an inventory not used before is created.
    func add(_ invitation: Invitation) async throws {
        try await pool.writing { db in
            try InventoryTable.create(invitation.inventory, db)
            try Self.insert(invitation, db)
        }
    }

    static func insert(_ invitation: Invitation, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO invitation (\(columns)) VALUES (?, ?, ?, ?, ?)"
        ).execute(
            arguments: [
                invitation.digest.hex, invitation.inventory.description, invitation.role.rawValue,
                invitation.invitedBy.description, invitation.expiresAt.millisecondsSince1970,
            ])
    }

    func invitation(_ digest: TokenDigest) async throws -> Invitation? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM invitation WHERE digest = ?"),
                arguments: [digest.hex]
            ).map(Self.invitation(from:))
        }
    }

    func invitations(to inventory: InventoryID) async throws -> [Invitation] {
        try await pool.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM invitation WHERE inventory_id = ? ORDER BY expires_at, digest"),
                arguments: [inventory.description]
            ).map(Self.invitation(from:))
        }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM invitation WHERE digest = ?").execute(arguments: [digest.hex])
        }
    }

    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
    {
        try await pool.writing { db in
            guard
                let invitation = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT \(Self.columns) FROM invitation WHERE digest = ?"),
                    arguments: [digest.hex]
                ).map(Self.invitation(from:)),
                invitation.isValid(at: date)
            else { throw AccessError.invitationInvalid }
            if let newAccount { try GRDBAccountRepository.insert(newAccount, db) }
            try db.cachedStatement(sql: "DELETE FROM invitation WHERE digest = ?").execute(arguments: [digest.hex])
            let isMember = try Bool.fetchOne(
                db.cachedStatement(
                    sql: "SELECT EXISTS (SELECT 1 FROM membership WHERE inventory_id = ? AND account_id = ?)"),
                arguments: [invitation.inventory.description, account.description])!
            if !isMember {
                try GRDBMembershipRepository.insert(
                    Membership(inventory: invitation.inventory, account: account, role: invitation.role), db)
            }
            return invitation
        }
    }

    static func invitation(from row: Row) throws -> Invitation {
        try Invitation(
            digest: row.digest("digest"), inventory: row.entityID("inventory_id"), role: row.role("role"),
            invitedBy: row.entityID("invited_by"), expiresAt: row.date("expires_at"))
    }
}
