import GRDB
import ToteApplication
import ToteDomain
import ToteSQL

/// Stores sessions through ``SessionRecord``.
struct GRDBSessionRepository: SessionRepository {
    let pool: DatabasePool

    func add(_ session: Session) async throws {
        try await pool.writing { db in try db.run(SessionRecord.insert(session)) }
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await pool.read { db in try db.fetchOne(SessionRecord.select(digest)).map(SessionRecord.session(from:)) }
    }

    func remove(_ digest: TokenDigest) async throws {
        try await pool.writing { db in try db.run(SessionRecord.delete(digest)) }
    }
}
