import GRDB

extension ToteSchema {
    /// Answers to requests sent with an idempotency key, kept so that a request sent again after the server
    /// restarted (a phone sending its waiting changes when the answer was lost) is answered, not carried out twice.
    @Sendable
    static func keepAnswers(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE repeated_request (
                    owner TEXT NOT NULL,
                    key TEXT NOT NULL,
                    fingerprint INTEGER NOT NULL,
                    claimed_at INTEGER NOT NULL,
                    status INTEGER NOT NULL,
                    headers TEXT NOT NULL,
                    body BLOB NOT NULL,
                    PRIMARY KEY (owner, key)
                ) WITHOUT ROWID;
                CREATE INDEX repeated_request_by_age ON repeated_request (claimed_at);
                """)
    }
}
