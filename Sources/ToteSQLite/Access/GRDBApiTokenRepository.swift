import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores personal API tokens through ``ApiTokenRecord``.
struct GRDBApiTokenRepository: ApiTokenRepository {
    let pool: DatabasePool

    func add(_ token: ApiToken) async throws {
        try await pool.writing { db in try db.run(ApiTokenRecord.insert(token)) }
    }

    func token(_ digest: TokenDigest) async throws -> ApiToken? {
        try await pool.read { db in try db.fetchOne(ApiTokenRecord.select(digest)).map(ApiTokenRecord.token(from:)) }
    }

    func tokens(of account: AccountID) async throws -> [ApiToken] {
        try await pool.read { db in
            try db.fetch(ApiTokenRecord.select(of: account, .sqlite)).map(ApiTokenRecord.token(from:))
        }
    }

    func remove(_ id: ApiTokenID) async throws {
        try await pool.writing { db in try db.run(ApiTokenRecord.delete(id)) }
    }
}
