import GRDB
import ToteApplication
import ToteDomain

/// Stores sessions by the digest of their token; an account's sessions go with it.
struct GRDBSessionRepository: SessionRepository {
    let pool: DatabasePool

    static let columns = "digest, account_id, created_at, expires_at"

    func add(_ session: Session) async throws {
        try await pool.writing { db in try Self.insert(session, db) }
    }

    static func insert(_ session: Session, _ db: Database) throws {
        try db.cachedStatement(sql: "INSERT INTO session (\(columns)) VALUES (?, ?, ?, ?)").execute(
            arguments: [
                session.digest.hex, session.account.description, session.createdAt.millisecondsSince1970,
                session.expiresAt.millisecondsSince1970,
            ])
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await pool.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM session WHERE digest = ?"),
                arguments: [digest.hex]
            ).map(Self.session(from:))
        }
    }

    static func session(from row: Row) throws -> Session {
        try Session(
            digest: row.digest("digest"), account: row.entityID("account_id"), createdAt: row.date("created_at"),
            expiresAt: row.date("expires_at"))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in
            try db.cachedStatement(sql: "DELETE FROM session WHERE digest = ?").execute(arguments: [digest.hex])
        }
    }
}
