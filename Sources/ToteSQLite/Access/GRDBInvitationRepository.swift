import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores pending invitations through ``InvitationRecord``.
struct GRDBInvitationRepository: InvitationRepository {
    let pool: DatabasePool

    /// Stores the invitation; an inventory not used before is created.
    func add(_ invitation: Invitation) async throws {
        try await pool.writing { db in
            try InventoryTable.create(invitation.inventory, db)
            try db.run(InvitationRecord.insert(invitation))
        }
    }

    func invitation(_ digest: TokenDigest) async throws -> Invitation? {
        try await pool.read { db in
            try db.fetchOne(InvitationRecord.select(digest)).map(InvitationRecord.invitation(from:))
        }
    }

    func invitations(to inventory: InventoryID) async throws -> [Invitation] {
        try await pool.read { db in
            try db.fetch(InvitationRecord.select(to: inventory)).map(InvitationRecord.invitation(from:))
        }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in try db.run(InvitationRecord.delete(digest)) }
    }

    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
    {
        try await pool.writing { db in
            guard
                let invitation = try db.fetchOne(InvitationRecord.take(digest)).map(InvitationRecord.invitation(from:)),
                invitation.isValid(at: date)
            else { throw AccessError.invitationInvalid }
            if let newAccount { try GRDBAccountRepository.insert(newAccount, db) }
            if try db.fetchOne(InvitationRecord.isMember(account, of: invitation.inventory))?.bool(named: "found")
                != true
            {
                try GRDBMembershipRepository.insert(
                    Membership(inventory: invitation.inventory, account: account, role: invitation.role), db)
            }
            return invitation
        }
    }
}
