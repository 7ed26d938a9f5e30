import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresApiTokenRepository: ApiTokenRepository {
    static let columns = "id, account_id, name, digest, created_at"

    let database: PostgresDatabase

    func add(_ token: ApiToken) async throws {
        try await database.write { sql in try await Self.insert(token, sql) }
    }

    static func insert(_ token: ApiToken, _ sql: SQL) async throws {
        try await sql.execute(
            """
            INSERT INTO api_token (\(unescaped: columns))
            VALUES (\(token.id.uuid), \(token.account.uuid), \(token.name.text), \(token.digest.hex),
                \(token.createdAt.millisecondsSince1970))
            """)
    }

    func token(_ digest: TokenDigest) async throws -> ApiToken? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM api_token WHERE digest = \(digest.hex)")
            .first.map(Self.token(from:))
    }

    func tokens(of account: AccountID) async throws -> [ApiToken] {
        try await database.rows(
            """
            SELECT \(unescaped: Self.columns) FROM api_token WHERE account_id = \(account.uuid)
            ORDER BY created_at, id::text
            """
        ).map(Self.token(from:))
    }

    func remove(_ id: ApiTokenID) async throws {
        try await database.write { sql in try await sql.execute("DELETE FROM api_token WHERE id = \(id.uuid)") }
    }

    static func token(from row: PostgresRandomAccessRow) throws -> ApiToken {
        try ApiToken(
            id: row.entityID("id"), account: row.entityID("account_id"), name: row.text("name"),
            digest: row.digest("digest"), createdAt: row.date("created_at"))
    }
}
