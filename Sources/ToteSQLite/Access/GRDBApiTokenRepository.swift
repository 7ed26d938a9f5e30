import GRDB
import ToteApplication
import ToteDomain

/// Stores personal API tokens by the digest of their secret; an account's tokens go with it.
struct GRDBApiTokenRepository: ApiTokenRepository {
    static let columns = "id, account_id, name, digest, created_at"

    let pool: DatabasePool

    func add(_ token: ApiToken) async throws {
        try await pool.writing { db in try Self.insert(token, db) }
    }

    static func insert(_ token: ApiToken, _ db: Database) throws {
        try db.cachedStatement(
            sql: "INSERT INTO api_token (\(columns)) VALUES (?, ?, ?, ?, ?)"
        ).execute(
            arguments: [
                token.id.description, token.account.description, token.name.text, token.digest.hex,
                token.createdAt.millisecondsSince1970,
            ])
    }

    func token(_ digest: TokenDigest) async throws -> ApiToken? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM api_token WHERE digest = ?"),
                arguments: [digest.hex]
            ).map(Self.token(from:))
        }
    }

    func tokens(of account: AccountID) async throws -> [ApiToken] {
        try await pool.read { db in
            try Row.fetchAll(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM api_token WHERE account_id = ? ORDER BY created_at, id"),
                arguments: [account.description]
            ).map(Self.token(from:))
        }
    }

    func remove(_ id: ApiTokenID) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM api_token WHERE id = ?").execute(arguments: [id.description])
        }
    }

    static func token(from row: Row) throws -> ApiToken {
        try ApiToken(
            id: row.entityID("id"), account: row.entityID("account_id"), name: row.text("name"),
            digest: row.digest("digest"), createdAt: row.date("created_at"))
    }
}
