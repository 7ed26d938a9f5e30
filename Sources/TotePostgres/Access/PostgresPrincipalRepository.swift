import Foundation
import PostgresNIO
import ToteApplication
import ToteDomain

/// The one read an authenticated request makes: the credential's holder and memberships in one statement.
struct PostgresPrincipalRepository: PrincipalRepository {
    let database: PostgresDatabase

    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal? {
        // A valid session comes first; a personal API token never has the digest of a session.
        let rows = try await database.rows(
            """
            WITH holder AS (
                (SELECT account_id FROM session WHERE digest = \(digest.hex)
                    AND expires_at > \(date.millisecondsSince1970))
                UNION ALL
                (SELECT account_id FROM api_token WHERE digest = \(digest.hex))
                LIMIT 1
            )
            SELECT account.id, account.username, account.display_name, account.password_hash, account.created_at,
                membership.inventory_id, membership.role
            FROM holder JOIN account ON account.id = holder.account_id
            LEFT JOIN membership ON membership.account_id = account.id
            """)
        guard let first = rows.first else { return nil }
        let account = try PostgresAccountRepository.account(from: first)
        // An account without memberships comes as one row whose membership columns are NULL.
        let memberships = try rows.compactMap { row -> Membership? in
            guard let inventory = try row.decode("inventory_id", as: UUID?.self) else { return nil }
            return Membership(inventory: InventoryID(inventory), account: account.id, role: try row.role("role"))
        }
        return Principal(account: account, memberships: memberships)
    }
}
