import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresSessionRepository: SessionRepository {
    let database: PostgresDatabase

    static let columns = "digest, account_id, created_at, expires_at"

    func add(_ session: Session) async throws {
        try await database.write { sql in try await Self.insert(session, sql) }
    }

    static func insert(_ session: Session, _ sql: SQL) async throws {
        try await sql.execute(
            """
            INSERT INTO session (\(unescaped: columns))
            VALUES (\(session.digest.hex), \(session.account.uuid), \(session.createdAt.millisecondsSince1970),
                \(session.expiresAt.millisecondsSince1970))
            """)
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await database.rows("SELECT \(unescaped: Self.columns) FROM session WHERE digest = \(digest.hex)")
            .first.map(Self.session(from:))
    }

    static func session(from row: PostgresRandomAccessRow) throws -> Session {
        try Session(
            digest: row.digest("digest"), account: row.entityID("account_id"), createdAt: row.date("created_at"),
            expiresAt: row.date("expires_at"))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.execute("DELETE FROM session WHERE digest = \(digest.hex)") }
    }
}
