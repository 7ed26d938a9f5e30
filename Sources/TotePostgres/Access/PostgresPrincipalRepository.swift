import Foundation
import ToteApplication
import ToteDomain
import ToteSQL

/// The one read an authenticated request makes: the credential's holder and memberships in one statement.
struct PostgresPrincipalRepository: PrincipalRepository {
    let database: PostgresDatabase

    func principal(holding digest: TokenDigest, at date: Date) async throws -> Principal? {
        try AccountRecord.principal(
            from: try await database.fetch(AccountRecord.holder(of: digest, at: date), prepared: Prepared.Holder.self))
    }
}
