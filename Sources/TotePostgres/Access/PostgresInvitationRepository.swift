import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresInvitationRepository: InvitationRepository {
    static let columns = "digest, inventory_id, role, invited_by, expires_at"

    let database: PostgresDatabase

    func add(_ invitation: Invitation) async throws {
        try await database.write { sql in
            try await InventoryRows.create(invitation.inventory, sql)
            try await Self.insert(invitation, sql)
        }
    }

    static func insert(_ invitation: Invitation, _ sql: SQL) async throws {
        try await sql.execute(
            """
            INSERT INTO invitation (\(unescaped: columns))
            VALUES (\(invitation.digest.hex), \(invitation.inventory.uuid), \(invitation.role.rawValue),
                \(invitation.invitedBy.uuid), \(invitation.expiresAt.millisecondsSince1970))
            """)
    }

    func invitation(_ digest: TokenDigest) async throws -> Invitation? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM invitation WHERE digest = \(digest.hex)")
            .first.map(Self.invitation(from:))
    }

    func invitations(to inventory: InventoryID) async throws -> [Invitation] {
        try await database.rows(
            """
            SELECT \(unescaped: Self.columns) FROM invitation WHERE inventory_id = \(inventory.uuid)
            ORDER BY expires_at, digest
            """
        ).map(Self.invitation(from:))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.execute("DELETE FROM invitation WHERE digest = \(digest.hex)") }
    }

    func redeem(_ digest: TokenDigest, at date: Date, by account: AccountID, creating newAccount: Account?)
        async throws -> Invitation
    {
        try await database.write { sql in
            // Deleted first: of two people using one invitation at the same moment, the second finds none.
            guard
                let invitation = try await sql.row(
                    "DELETE FROM invitation WHERE digest = \(digest.hex) RETURNING \(unescaped: Self.columns)"
                ).map(Self.invitation(from:)),
                invitation.isValid(at: date)
            else { throw AccessError.invitationInvalid }
            if let newAccount { try await PostgresAccountRepository.insert(newAccount, sql) }
            let isMember = try await sql.value(
                """
                SELECT EXISTS (SELECT 1 FROM membership
                    WHERE inventory_id = \(invitation.inventory.uuid) AND account_id = \(account.uuid))
                """, as: Bool.self)
            if isMember != true {
                try await PostgresMembershipRepository.insert(
                    Membership(inventory: invitation.inventory, account: account, role: invitation.role), sql)
            }
            return invitation
        }
    }

    static func invitation(from row: PostgresRandomAccessRow) throws -> Invitation {
        try Invitation(
            digest: row.digest("digest"), inventory: row.entityID("inventory_id"), role: row.role("role"),
            invitedBy: row.entityID("invited_by"), expiresAt: row.date("expires_at"))
    }
}
