import PostgresNIO
import ToteApplication
import ToteDomain

struct PostgresSessionRepository: SessionRepository {
    let database: PostgresDatabase

    func add(_ session: Session) async throws {
        try await database.write { sql in
            try await sql.execute(
                """
                INSERT INTO session (digest, account_id, created_at, expires_at)
                VALUES (\(session.digest.hex), \(session.account.uuid), \(session.createdAt.millisecondsSince1970),
                    \(session.expiresAt.millisecondsSince1970))
                """)
        }
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await database.rows(
            "SELECT digest, account_id, created_at, expires_at FROM session WHERE digest = \(digest.hex)"
        ).first.map { row in
            try Session(
                digest: row.digest("digest"), account: row.entityID("account_id"), createdAt: row.date("created_at"),
                expiresAt: row.date("expires_at"))
        }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.execute("DELETE FROM session WHERE digest = \(digest.hex)") }
    }

    func removeAll(of account: AccountID) async throws {
        try await database.write { sql in
            try await sql.execute("DELETE FROM session WHERE account_id = \(account.uuid)")
        }
    }
}
