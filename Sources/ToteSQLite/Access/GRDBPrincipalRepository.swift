import Foundation
import GRDB
import ToteApplication
import ToteDomain

/// Finds the holder of a session or API token, with the account's memberships, in one statement.
struct GRDBPrincipalRepository: PrincipalRepository {
    let pool: DatabasePool

    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal? {
        try await pool.read { db in
            // A valid session comes first; a personal API token never has the digest of a session.
            let rows = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        WITH holder AS (
                            SELECT account_id FROM session WHERE digest = ? AND expires_at > ?
                            UNION ALL
                            SELECT account_id FROM api_token WHERE digest = ?
                            LIMIT 1
                        )
                        SELECT account.id, account.username, account.display_name, account.password_hash,
                            account.created_at, membership.inventory_id, membership.role
                        FROM holder JOIN account ON account.id = holder.account_id
                        LEFT JOIN membership ON membership.account_id = account.id
                        """),
                arguments: [digest.hex, date.millisecondsSince1970, digest.hex])
            guard let first = rows.first else { return nil }
            let account = try GRDBAccountRepository.account(from: first)
            // An account without memberships comes as one row whose membership columns are NULL.
            let memberships = try rows.filter { !$0.hasNull(atIndex: 5) }.map { row in
                try Membership(inventory: row.entityID("inventory_id"), account: account.id, role: row.role("role"))
            }
            return Principal(account: account, memberships: memberships)
        }
    }
}
