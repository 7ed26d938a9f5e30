import Foundation
import GRDB
import ToteApplication

/// The answers of the one server an SQLite store has, kept in the store so that they outlive a restart. A request
/// being carried out is claimed in this process only: a claim cannot outlive the one server that made it, so a
/// request sent again after a restart finds either the answer or nothing, never a claim no one will settle.
actor GRDBKeptAnswers: SharedAnswers {
    private struct Claim {
        let fingerprint: Int64
        let at: Date
    }

    let pool: DatabasePool
    private var claims: [RepeatedRequestKey: Claim] = [:]

    init(pool: DatabasePool) {
        self.pool = pool
    }

    func claim(_ key: String, of owner: String, fingerprint: Int64, at now: Date) async throws -> AnswerClaim {
        let id = RepeatedRequestKey(owner: owner, key: key)
        if let claim = claims[id], now.timeIntervalSince(claim.at) <= SharedAnswersPolicy.claimLifetime {
            return claim.fingerprint == fingerprint ? .elsewhere : .mismatch
        }
        claims[id] = Claim(fingerprint: fingerprint, at: now)
        let since = now - SharedAnswersPolicy.answerLifetime
        let kept: (fingerprint: Int64, answer: KeptAnswer)?
        do {
            kept = try await pool.read { db in try Self.answer(to: id, since: since, db) }
        } catch {
            claims[id] = nil
            throw error
        }
        guard let kept else { return .proceed }
        claims[id] = nil
        return kept.fingerprint == fingerprint ? .answered(kept.answer) : .mismatch
    }

    func settle(_ key: String, of owner: String, with answer: KeptAnswer?) async throws {
        let id = RepeatedRequestKey(owner: owner, key: key)
        guard let claim = claims.removeValue(forKey: id), let answer else { return }
        let headers = String(decoding: try JSONEncoder().encode(answer.headers), as: UTF8.self)
        try await pool.writingWithoutTransaction { db in
            try Self.withoutFlushing(db) {
                try db.inTransaction {
                    try Self.keep(answer, headers: headers, of: owner, key: key, claim: claim, db)
                    return .commit
                }
            }
        }
    }

    /// Runs `work` with its commits not flushed to the disk: they reach it with the next flushed commit or
    /// checkpoint. An answer is kept for a repeat of its change, not as the change itself: a crash of the server
    /// keeps it (it is in the log, in the system's cache), a power cut before the next change may lose it, and
    /// waiting for the disk a second time would double what a change with a key costs.
    private static func withoutFlushing(_ db: Database, _ work: () throws -> Void) throws {
        let flushing = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2
        try db.execute(sql: "PRAGMA synchronous = NORMAL")
        let done = Result { try work() }
        try db.execute(sql: "PRAGMA synchronous = \(flushing)")
        try done.get()
    }

    private static func keep(
        _ answer: KeptAnswer, headers: String, of owner: String, key: String, claim: Claim, _ db: Database
    ) throws {
        try db.cachedStatement(sql: "DELETE FROM repeated_request WHERE claimed_at < ?").execute(
            arguments: [(claim.at - SharedAnswersPolicy.answerLifetime).millisecondsSince1970])
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO repeated_request (owner, key, fingerprint, claimed_at, status, headers, body)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(
            arguments: [
                owner, key, claim.fingerprint, claim.at.millisecondsSince1970, answer.status, headers,
                Data(answer.body),
            ])
    }

    private static func answer(to id: RepeatedRequestKey, since: Date, _ db: Database) throws
        -> (fingerprint: Int64, answer: KeptAnswer)?
    {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT fingerprint, status, headers, body FROM repeated_request
                        WHERE owner = ? AND key = ? AND claimed_at >= ?
                        """),
                arguments: [id.owner, id.key, since.millisecondsSince1970])
        else { return nil }
        let headers = try JSONDecoder().decode([KeptHeader].self, from: Data((row["headers"] as String).utf8))
        let body: Data = row["body"]
        return (row["fingerprint"], KeptAnswer(status: row["status"], headers: headers, body: Array(body)))
    }
}

/// Who sent a request, and the key they sent it under.
private struct RepeatedRequestKey: Hashable {
    let owner: String
    let key: String
}

extension SQLiteStore {
    /// The answers of the server this store has, kept across its restarts.
    public func sharedAnswers() -> any SharedAnswers {
        GRDBKeptAnswers(pool: pool)
    }
}
