import ToteApplication
import ToteDomain
import ToteSQL

/// Stores sessions through ``SessionRecord``.
struct PostgresSessionRepository: SessionRepository {
    let database: PostgresDatabase

    func add(_ session: Session) async throws {
        try await database.write { sql in try await sql.run(SessionRecord.insert(session)) }
    }

    func session(_ digest: TokenDigest) async throws -> Session? {
        try await database.fetch(SessionRecord.select(digest)).first.map(SessionRecord.session(from:))
    }

    func remove(_ digest: TokenDigest) async throws {
        try await database.write { sql in try await sql.run(SessionRecord.delete(digest)) }
    }
}
