import Foundation
import PostgresNIO
import ToteApplication

/// Answers kept under idempotency keys in the shared database: the first server to insert a key's row carries the
/// request out; the others find its claim, then its answer.
struct PostgresSharedAnswers: SharedAnswers {
    let database: PostgresDatabase

    func claim(_ key: String, of owner: String, fingerprint: Int64, at now: Date) async throws -> AnswerClaim {
        try await database.write { sql in
            let answersSince = (now - SharedAnswersPolicy.answerLifetime).millisecondsSince1970
            let claimsSince = (now - SharedAnswersPolicy.claimLifetime).millisecondsSince1970
            try await sql.execute(
                """
                DELETE FROM repeated_request
                WHERE claimed_at < \(answersSince) OR (status IS NULL AND claimed_at < \(claimsSince)
                    AND owner = \(owner) AND key = \(key))
                """)
            let claimed = try await sql.value(
                """
                INSERT INTO repeated_request (owner, key, fingerprint, claimed_at)
                VALUES (\(owner), \(key), \(fingerprint), \(now.millisecondsSince1970))
                ON CONFLICT (owner, key) DO NOTHING RETURNING true
                """, as: Bool.self)
            if claimed == true { return .proceed }
            guard
                let row = try await sql.rows(
                    """
                    SELECT fingerprint, status, headers, body FROM repeated_request
                    WHERE owner = \(owner) AND key = \(key)
                    """
                ).first
            else { return .elsewhere }
            guard try row.decode("fingerprint", as: Int64.self) == fingerprint else { return .mismatch }
            guard let status = try row.decode("status", as: Int?.self) else { return .elsewhere }
            let headers = try row.decode("headers", as: String?.self) ?? "[]"
            return .answered(
                KeptAnswer(
                    status: status, headers: try JSONDecoder().decode([KeptHeader].self, from: Data(headers.utf8)),
                    body: Array(try row.decode("body", as: ByteBuffer?.self)?.readableBytesView ?? [])))
        }
    }

    func settle(_ key: String, of owner: String, with answer: KeptAnswer?) async throws {
        try await database.write { sql in
            guard let answer else {
                try await sql.execute(
                    "DELETE FROM repeated_request WHERE owner = \(owner) AND key = \(key) AND status IS NULL")
                return
            }
            let headers = String(decoding: try JSONEncoder().encode(answer.headers), as: UTF8.self)
            try await sql.execute(
                """
                UPDATE repeated_request SET status = \(answer.status), headers = \(headers),
                    body = \(ByteBuffer(bytes: answer.body))
                WHERE owner = \(owner) AND key = \(key) AND status IS NULL
                """)
        }
    }
}

extension PostgresStore {
    /// Answers to repeated requests, kept where every server sharing the database finds them.
    public func sharedAnswers() -> any SharedAnswers {
        PostgresSharedAnswers(database: database)
    }
}
