import ToteApplication
import ToteDomain
import ToteSQL

/// Stores personal API tokens through ``ApiTokenRecord``.
struct PostgresApiTokenRepository: ApiTokenRepository {
    let database: PostgresDatabase

    func add(_ token: ApiToken) async throws {
        try await database.write { sql in try await sql.run(ApiTokenRecord.insert(token)) }
    }

    func token(_ digest: TokenDigest) async throws -> ApiToken? {
        try await database.fetch(ApiTokenRecord.select(digest)).first.map(ApiTokenRecord.token(from:))
    }

    func tokens(of account: AccountID) async throws -> [ApiToken] {
        try await database.fetch(ApiTokenRecord.select(of: account, .postgres)).map(ApiTokenRecord.token(from:))
    }

    func remove(_ id: ApiTokenID) async throws {
        try await database.write { sql in try await sql.run(ApiTokenRecord.delete(id)) }
    }
}
