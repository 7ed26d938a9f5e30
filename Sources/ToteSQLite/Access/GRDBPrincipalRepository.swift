import Foundation
import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Finds the holder of a session or API token, with the account's memberships, in one statement.
struct GRDBPrincipalRepository: PrincipalRepository {
    let pool: DatabasePool

    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal? {
        try await pool.read { db in
            try AccountRecord.principal(from: db.fetch(AccountRecord.holder(of: digest, at: date)))
        }
    }
}
