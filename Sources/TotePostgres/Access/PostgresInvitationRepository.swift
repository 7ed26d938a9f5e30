import Foundation
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores pending invitations through ``InvitationRecord``.
struct PostgresInvitationRepository: InvitationRepository {
    let database: PostgresDatabase

    func add(_ invitation: Invitation) async throws {
        try await database.write { sql in
            try await InventoryRows.create(invitation.inventory, sql)
            try await sql.run(InvitationRecord.insert(invitation))
        }
    }

    func invitation(_ digest: TokenDigest) async throws -> Invitation? {
        try await database.fetch(InvitationRecord.select(digest)).first.map(InvitationRecord.invitation(from:))
    }

    func invitations(to inventory: InventoryID) async throws -> [Invitation] {
        try await database.fetch(InvitationRecord.select(to: inventory)).map(InvitationRecord.invitation(from:))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.run(InvitationRecord.delete(digest)) }
    }

    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
    {
        try await database.write { sql in
            guard
                let invitation = try await sql.fetchOne(InvitationRecord.take(digest))
                    .map(InvitationRecord.invitation(from:)),
                invitation.isValid(at: date)
            else { throw AccessError.invitationInvalid }
            if let newAccount { try await PostgresAccountRepository.insert(newAccount, sql) }
            let isMember = try await sql.fetchOne(InvitationRecord.isMember(account, of: invitation.inventory))
            if try isMember?.bool(named: "found") != true {
                try await PostgresMembershipRepository.insert(
                    Membership(inventory: invitation.inventory, account: account, role: invitation.role), sql)
            }
            return invitation
        }
    }
}
