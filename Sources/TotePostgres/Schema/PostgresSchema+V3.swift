extension PostgresSchema {
    /// Answers to requests sent with an idempotency key, shared by every server: a claim while one carries the
    /// request out (`status` null), then the answer.
    static let version3 = """
        CREATE TABLE repeated_request (
            owner text NOT NULL,
            key text NOT NULL,
            fingerprint bigint NOT NULL,
            claimed_at bigint NOT NULL,
            status integer,
            headers text,
            body bytea,
            PRIMARY KEY (owner, key)
        );
        CREATE INDEX repeated_request_by_age ON repeated_request (claimed_at);
        """
}
